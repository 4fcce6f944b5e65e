import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsState, setLiveStop, stopLiveNotifications } from '../stores/notifications';
import { startNotificationSocket } from './notification-socket';

/** A WebSocket stand-in: records what was sent, lets the test deliver frames. */
class FakeSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static last: FakeSocket | null = null;
  /** When false, the socket stays connecting until the test calls open(). */
  static autoOpen = true;
  readyState = 0;
  sent: string[] = [];
  /** The readyState at each close() call. */
  closedIn: number[] = [];
  constructor(readonly url: URL) {
    super();
    FakeSocket.last = this;
    if (FakeSocket.autoOpen) queueMicrotask(() => this.open());
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedIn.push(this.readyState);
    this.readyState = 3;
  }
  deliver(frame: unknown) {
    const event = new Event('message') as Event & { data: string };
    Object.defineProperty(event, 'data', { value: JSON.stringify(frame) });
    this.dispatchEvent(event);
  }
}

/**
 * Signing out stops the socket before the session ends (docs/product.md §4.8): the feed read the
 * socket started must be aborted, so it can never reach the server after the session is gone and
 * come back as a 401 the browser reports.
 */
describe('the notification socket stops with the session', () => {
  const reads: Array<{ url: string; signal: AbortSignal | undefined }> = [];

  beforeEach(() => {
    reads.length = 0;
    FakeSocket.last = null;
    FakeSocket.autoOpen = true;
    notificationsState.syncedAt = 1_000;
    vi.stubGlobal('location', new URL('http://intl.localhost/profile'));
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('removeEventListener', () => undefined);
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url === '/api/notifications/ticket') return Promise.resolve(Response.json({ ticket: 't' }));
      reads.push({ url, signal: init?.signal ?? undefined });
      // Never answers: the read stays in flight until aborted.
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
  });
  afterEach(() => {
    setLiveStop(null);
    notificationsState.syncedAt = null;
    notificationsState.connection = 'off';
    vi.unstubAllGlobals();
  });

  it('aborts the catch-up in flight and reads nothing more after stopLiveNotifications()', async () => {
    setLiveStop(startNotificationSocket('user-1'));
    await vi.waitFor(() => expect(FakeSocket.last?.sent).toEqual([JSON.stringify({ type: 'auth', ticket: 't' })]));
    const socket = FakeSocket.last!;
    socket.deliver({ type: 'ready' });
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const [read] = reads;
    expect(read?.url).toMatch(/^\/api\/notifications\?limit=100&since=1000$/);
    expect(read?.signal?.aborted).toBe(false);

    stopLiveNotifications();
    expect(read?.signal?.aborted).toBe(true);
    expect(notificationsState.connection).toBe('off');
    // A frame the closed socket still had queued starts nothing.
    socket.deliver({ type: 'ready' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toHaveLength(1);
  });

  it('a socket stopped while it connects is closed once open, never while connecting, and sends nothing', async () => {
    FakeSocket.autoOpen = false;
    const stop = startNotificationSocket('user-1');
    await vi.waitFor(() => expect(FakeSocket.last).not.toBeNull());
    const socket = FakeSocket.last!;
    expect(socket.readyState).toBe(0);
    stop();
    expect(socket.closedIn).toEqual([]);
    socket.open();
    expect(socket.closedIn).toEqual([1]);
    expect(socket.sent).toEqual([]);
  });
});
