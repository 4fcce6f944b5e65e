import { HubMessageSchema, PING_FRAME, parseFrame } from '../shared/notification-protocol';
import {
  catchUp,
  loadFeed,
  notificationsState,
  receive,
  setConnectionProblem,
  setUnread,
} from '../stores/notifications';

/** docs/product.md §9: retry 1000 ms after an error; the connection-problem message after the third attempt. */
const RETRY_MS = 1000;
const PROBLEM_AFTER_ATTEMPTS = 3;
const PING_MS = 30_000;
/** Catch-up overlap: rows are de-duplicated by id, so asking a little early costs nothing. */
const CATCH_UP_OVERLAP_MS = 5_000;

export interface NotificationSocketOptions {
  /** The ticket endpoint said the session is gone (401): stop and let the session feature react. */
  onSessionLost?: () => void;
}

/**
 * The live notification socket of a signed-in page (docs/product.md §4.8, docs/decisions/020-socket-tickets.md):
 * get a single-use ticket over the cookie session, open /ws/notification/, send `auth` first, then
 * receive. Every failure — ticket request, connection, a close — waits RETRY_MS and starts over;
 * PROBLEM_AFTER_ATTEMPTS failures in a row raise the connection-problem flag, a good connection
 * clears it and fetches what was missed. Returns the stop function.
 */
export function startNotificationSocket(userId: string, options: NotificationSocketOptions = {}): () => void {
  let stopped = false;
  let failures = 0;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /**
   * Server time of the last successful sync. Seeded from the page's snapshot (the unread count the
   * server rendered was read then), so the first sync only asks what is newer than the page.
   */
  let syncedAt: number | null = notificationsState.syncedAt;
  let overlap = 0;
  /** Aborts the ticket request and the feed reads in flight when the socket stops. */
  const reads = new AbortController();

  const fail = () => {
    clearInterval(pingTimer);
    socket = null;
    if (stopped) return;
    failures += 1;
    if (failures >= PROBLEM_AFTER_ATTEMPTS) setConnectionProblem(true);
    notificationsState.connection = 'retrying';
    retryTimer = setTimeout(connect, RETRY_MS);
  };

  const sync = async () => {
    try {
      syncedAt = syncedAt === null ? await loadFeed(reads.signal) : await catchUp(syncedAt - overlap, reads.signal);
      overlap = CATCH_UP_OVERLAP_MS;
    } catch {
      // The socket is fine; the next reconnect tries the catch-up again from the same point.
    }
  };

  async function connect() {
    if (stopped) return;
    notificationsState.connection = 'connecting';
    let ticket: string;
    try {
      const res = await fetch('/api/notifications/ticket', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        signal: reads.signal,
      });
      if (stopped) return;
      if (res.status === 401) {
        stop();
        options.onSessionLost?.();
        return;
      }
      if (!res.ok) return fail();
      ticket = ((await res.json()) as { ticket: string }).ticket;
    } catch {
      return fail();
    }
    if (stopped) return;

    const url = new URL(`/ws/notification/?user=${encodeURIComponent(userId)}`, location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      return fail();
    }
    socket = ws;
    ws.addEventListener('open', () => {
      if (!stopped) ws.send(JSON.stringify({ type: 'auth', ticket }));
    });
    ws.addEventListener('message', (event) => {
      if (stopped) return;
      const message = parseFrame(HubMessageSchema, event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          failures = 0;
          setConnectionProblem(false);
          notificationsState.connection = 'open';
          clearInterval(pingTimer);
          pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(PING_FRAME), PING_MS);
          void sync();
          break;
        case 'notification':
          receive(message.notification);
          break;
        case 'unread':
          setUnread(message.count);
          break;
        default:
          // 'error' precedes a close, which is handled below; 'pong' needs nothing.
          break;
      }
    });
    // 'error' is always followed by 'close': one failure per attempt.
    ws.addEventListener('close', () => {
      if (socket === ws) fail();
    });
  }

  function stop() {
    stopped = true;
    reads.abort();
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    const ws = socket;
    socket = null;
    // Closing a socket that is still connecting makes Chromium print "WebSocket is closed before the
    // connection is established" in the console; wait for the open and close it then.
    if (ws?.readyState === WebSocket.OPEN) ws.close(1000, 'bye');
    else if (ws?.readyState === WebSocket.CONNECTING)
      ws.addEventListener('open', () => ws.close(1000, 'bye'), { once: true });
    notificationsState.connection = 'off';
  }

  // Leaving the page is not an error: do not count it as a failed attempt.
  addEventListener('pagehide', stop, { once: true });
  void connect();
  return () => {
    removeEventListener('pagehide', stop);
    stop();
  };
}
