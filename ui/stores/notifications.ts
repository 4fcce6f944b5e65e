import { proxy } from 'valtio';
import { authenticatedFetch } from '../client/authenticated-fetch';
import type { NotificationItem } from '../shared/notification-protocol';

/**
 * The notification feed, the unread badge, the toasts and the socket's health (docs/product.md §2.3, §4.1,
 * §4.8). Starts empty, exactly as the server renders it; everything changes only in the browser
 * after hydration (the socket module and the bell fill it).
 *
 * Other features use it for client-side notices too: `showNotice(...)`, and the session expiry
 * notice (`showSessionExpiredNotice()` / `clearSessionExpiredNotice()`, docs/product.md §4.1).
 */
export interface Toast {
  /** Unique per toast: the notification id, or a fixed key for client notices. */
  key: string;
  item: NotificationItem;
  /** null: stays until dismissed (docs/product.md §4.1 default). Otherwise ms, paused while hovered, focused or pressed. */
  timeoutMs: number | null;
  /** What following the link does: navigate (default) or open the login modal. */
  action?: 'login';
}

export const createNotificationsState = () =>
  proxy({
    /** Server rows, newest first (the panel). */
    items: [] as NotificationItem[],
    unread: 0,
    nextCursor: null as string | null,
    feed: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    /** Socket: off (signed out), connecting, open, or waiting RETRY_MS before the next attempt. */
    connection: 'off' as 'off' | 'connecting' | 'open' | 'retrying',
    /** Set after the third failed attempt in a row (docs/product.md §4.8, §9), cleared by a good connection. */
    connectionProblem: false,
    toasts: [] as Toast[],
    /** The panel shows everything the toasts would: they step aside while it is open. */
    panelOpen: false,
    /** Server clock (ms) the unread count was read at: the socket's first catch-up starts there. */
    syncedAt: null as number | null,
  });

export type NotificationsState = ReturnType<typeof createNotificationsState>;
export const notificationsState: NotificationsState = createNotificationsState();

const SESSION_EXPIRED_KEY = 'session-expired';

/**
 * Stops the live socket of this page, set by the bell while one runs. Signing out calls it before
 * the session ends, so no background read started by the socket reaches the server after the
 * session is gone (it would answer 401, which the browser reports as a failed resource).
 */
let stopLive: (() => void) | null = null;

export function setLiveStop(stop: (() => void) | null): void {
  stopLive = stop;
}

export function stopLiveNotifications(): void {
  const stop = stopLive;
  stopLive = null;
  stop?.();
}
const API = '/api/notifications';

interface FeedPage {
  items: NotificationItem[];
  unread: number;
  nextCursor: string | null;
  /** Server clock at the time of the answer: the next catch-up asks `since` then. */
  now: number;
}

/**
 * What the visitor does (open more, mark read) goes through the docs/product.md §4.2 wrapper: a 401/403
 * opens the login prompt and repeats the call. Background reads started by the socket
 * (`background`) never prompt: an ended session is the session host's business (docs/product.md §4.1).
 */
async function api<T>(path: string, init?: RequestInit, background = false): Promise<T> {
  let res: Response;
  if (background)
    res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' }, ...init });
  else {
    const result = await authenticatedFetch(path, init);
    if (result.state === 'cancelled') throw Object.assign(new Error('cancelled'), { status: 0 });
    res = result.response;
  }
  if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
  return (await res.json()) as T;
}

function sortNewestFirst(items: NotificationItem[]): NotificationItem[] {
  return items.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}

/** Adds rows not seen yet; returns those that were new. */
function merge(items: NotificationItem[]): NotificationItem[] {
  const known = new Set(notificationsState.items.map((i) => i.id));
  const fresh = items.filter((i) => !known.has(i.id));
  if (fresh.length) notificationsState.items = sortNewestFirst([...notificationsState.items, ...fresh]);
  return fresh;
}

/** First page of the feed (on the first connection). `signal`: the socket's, aborted when it stops. */
export async function loadFeed(signal?: AbortSignal): Promise<number> {
  notificationsState.feed = 'loading';
  try {
    const page = await api<FeedPage>(`${API}?limit=20`, { signal }, true);
    notificationsState.items = page.items;
    notificationsState.unread = page.unread;
    notificationsState.nextCursor = page.nextCursor;
    notificationsState.feed = 'ready';
    return page.now;
  } catch (error) {
    notificationsState.feed = 'error';
    throw error;
  }
}

/** What was created while the socket was away: merged, and shown as toasts. */
export async function catchUp(since: number, signal?: AbortSignal): Promise<number> {
  const page = await api<FeedPage>(`${API}?limit=100&since=${Math.max(0, Math.floor(since))}`, { signal }, true);
  for (const item of merge(page.items).reverse()) if (item.readAt === null) showToast(item);
  notificationsState.unread = page.unread;
  return page.now;
}

export async function loadMore(): Promise<void> {
  const cursor = notificationsState.nextCursor;
  if (!cursor) return;
  const page = await api<FeedPage>(`${API}?limit=20&before=${encodeURIComponent(cursor)}`);
  merge(page.items);
  notificationsState.nextCursor = page.nextCursor;
}

/** A notification pushed by the hub. */
export function receive(item: NotificationItem): void {
  if (merge([item]).length === 0) return;
  if (item.readAt === null) notificationsState.unread += 1;
  showToast(item);
}

export function setUnread(count: number): void {
  notificationsState.unread = Math.max(0, count);
}

export async function markRead(id: string): Promise<void> {
  const item = notificationsState.items.find((i) => i.id === id);
  dismissToast(id);
  if (!item || item.readAt !== null) return;
  item.readAt = Date.now();
  notificationsState.unread = Math.max(0, notificationsState.unread - 1);
  try {
    const { unread } = await api<{ unread: number }>(`${API}/${encodeURIComponent(id)}/read`, { method: 'POST' });
    notificationsState.unread = unread;
  } catch {
    item.readAt = null;
    notificationsState.unread += 1;
  }
}

export async function markAllRead(): Promise<void> {
  const before = notificationsState.items.filter((i) => i.readAt === null);
  const previous = notificationsState.unread;
  const now = Date.now();
  for (const item of before) item.readAt = now;
  notificationsState.unread = 0;
  notificationsState.toasts = notificationsState.toasts.filter((t) => t.item.kind === 'client');
  try {
    await api(`${API}/read-all`, { method: 'POST' });
  } catch {
    for (const item of before) item.readAt = null;
    notificationsState.unread = previous;
  }
}

/** Newest toast last (the stack grows upwards from the bottom corner). Same key: replaced. */
function showToast(
  item: NotificationItem,
  options: { key?: string; timeoutMs?: number | null; action?: 'login' } = {},
): void {
  const key = options.key ?? item.id;
  const toast: Toast = {
    key,
    item,
    timeoutMs: options.timeoutMs ?? null,
    ...(options.action ? { action: options.action } : {}),
  };
  notificationsState.toasts = [...notificationsState.toasts.filter((t) => t.key !== key), toast];
}

export function dismissToast(key: string): void {
  notificationsState.toasts = notificationsState.toasts.filter((t) => t.key !== key);
}

/** A client-side notice (not stored on the server), e.g. a success message of another feature. */
function showNotice(
  key: string,
  messageKey: string,
  options: {
    params?: Record<string, string | number>;
    link?: string | null;
    timeoutMs?: number | null;
    action?: 'login';
  } = {},
): void {
  const item: NotificationItem = {
    id: key,
    kind: 'client',
    messageKey,
    params: options.params ?? {},
    link: options.link ?? null,
    createdAt: Date.now(),
    readAt: null,
  };
  showToast(item, { key, timeoutMs: options.timeoutMs ?? null, ...(options.action ? { action: options.action } : {}) });
}

/** docs/product.md §4.1: outside /profile/ pages, expiry shows this; its link opens the login modal. */
export function showSessionExpiredNotice(): void {
  showNotice(SESSION_EXPIRED_KEY, 'notifications.messages.sessionExpired', { link: '/login/', action: 'login' });
}

/** docs/product.md §4.1: signing in removes the session expiry notice. */
export function clearSessionExpiredNotice(): void {
  dismissToast(SESSION_EXPIRED_KEY);
}

export function setConnectionProblem(problem: boolean): void {
  notificationsState.connectionProblem = problem;
}

let loginOpener: (() => boolean) | null = null;

/**
 * The accounts feature registers how to open the login modal; it returns false when it cannot,
 * and the notice's link then simply navigates to /login/.
 */
export function registerLoginOpener(open: (() => boolean) | null): void {
  loginOpener = open;
}

export function openLogin(): boolean {
  return loginOpener?.() ?? false;
}
