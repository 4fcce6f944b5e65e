/**
 * Notification fan-out figure for `npm run bench`: authenticated sockets of one user on one
 * NotificationHub, then the time from `push()` until the LAST socket has received the
 * notification frame. Loopback only, bounded in count and time; printed, never asserted. A user
 * has at most 64 sockets (worker/durable/notification-hub.ts) and opens at most 60 a minute
 * (SOCKET_UPGRADES in worker/services/rate-limit.ts): the bench opens 50, 8 handshakes at a time
 * (the hub's bound on pending sockets).
 *
 * The bench serves the production bundle, where /api/dev/notify does not exist, so the script
 * signs tickets itself (the same HMAC format as worker/durable/socket-ticket.ts) and calls the
 * hub's `push` RPC through Miniflare, the call notify() makes after writing the row.
 */
import { createHmac, randomUUID } from 'node:crypto';
import WebSocket from 'ws';

const b64url = (buf) => Buffer.from(buf).toString('base64url');

function ticket(secret, userId, sessionId) {
  const payload = b64url(
    JSON.stringify({ sub: userId, sid: sessionId, exp: Math.floor(Date.now() / 1000) + 60, jti: randomUUID() }),
  );
  return `st1.${payload}.${b64url(createHmac('sha256', secret).update(`socket-ticket.v1.${payload}`).digest())}`;
}

/** Opens one authenticated socket; resolves when the hub said `ready`. */
function openSocket(port, userId, sessionId, secret, onNotification) {
  return new Promise((resolve, reject) => {
    // The upgrade proves the user by a ticket (a browser's cookie does it there); `auth` sends another.
    const proof = encodeURIComponent(ticket(secret, userId, sessionId));
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/notification/?user=${userId}&ticket=${proof}`, {
      headers: { host: 'localhost' },
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => reject(new Error('socket did not get ready in 30 s')), 30_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', ticket: ticket(secret, userId, sessionId) })));
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type === 'ready') {
        clearTimeout(timer);
        resolve(ws);
      } else if (msg.type === 'notification') onNotification(msg.notification.id);
      else if (msg.type === 'error') reject(new Error(`hub refused the socket: ${msg.code}`));
    });
    ws.on('error', reject);
  });
}

export async function benchNotifications({ mf, port, secret, sockets = 50, rounds = 10 }) {
  const db = await mf.getD1Database('DB');
  const userId = randomUUID();
  const now = Date.now();
  await db
    .prepare(
      "INSERT INTO users (id, email, name, locale, edition, status, created_at, updated_at) VALUES (?, ?, 'Bench', 'en-US', 'ru', 'active', ?, ?)",
    )
    .bind(userId, `bench-${userId}@example.org`, now, now)
    .run();
  // Tickets name a live session (the hub checks it, docs/decisions/043).
  const sessionId = randomUUID();
  await db
    .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(sessionId, userId, now, now + 3_600_000)
    .run();

  let waiting = null;
  const onNotification = (id) => {
    if (!waiting || id !== waiting.id) return;
    waiting.left -= 1;
    if (waiting.left === 0) waiting.done(performance.now());
  };

  const connectStarted = performance.now();
  const open = [];
  for (let i = 0; i < sockets; i += 8) {
    open.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, sockets - i) }, () =>
          openSocket(port, userId, sessionId, secret, onNotification),
        ),
      )),
    );
  }
  const connectMs = performance.now() - connectStarted;

  const ns = await mf.getDurableObjectNamespace('NOTIFICATIONS');
  const hub = ns.get(ns.idFromName(userId));
  const times = [];
  let delivered = 0;
  for (let round = 0; round < rounds + 1; round++) {
    const item = {
      id: randomUUID(),
      kind: 'system',
      messageKey: 'notifications.messages.test',
      params: { text: `bench ${round}` },
      link: null,
      createdAt: Date.now(),
      readAt: null,
    };
    const all = new Promise((done) => {
      waiting = { id: item.id, left: open.length, done };
    });
    const started = performance.now();
    delivered = await hub.push(item);
    const finished = await Promise.race([all, new Promise((r) => setTimeout(() => r(null), 30_000))]);
    if (finished === null) throw new Error(`round ${round}: not every socket got the notification`);
    if (round > 0) times.push(finished - started); // round 0 warms the hub up
  }
  for (const ws of open) ws.close(1000);
  times.sort((a, b) => a - b);
  return {
    sockets: open.length,
    delivered,
    connectMs,
    p50: times[Math.floor(times.length / 2)],
    min: times[0],
    max: times[times.length - 1],
    rounds,
  };
}
