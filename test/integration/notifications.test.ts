import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { issueSocketTicket } from '../../worker/durable/socket-ticket';
import { hubFor, notify, notifyOrganisation } from '../../worker/services/notify';
import app from '../../worker/index';
import { HOSTS } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import { openSocket, readySocket, ticketFor } from './support/live-socket';

const BASE = HOSTS.ru;
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('socket ticket', () => {
  it('is issued only to a signed-in user, is short-lived and is not the session token', async () => {
    const guest = await SELF.fetch(`${BASE}/api/notifications/ticket`, { method: 'POST' });
    expect(guest.status).toBe(401);
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await SELF.fetch(`${BASE}/api/notifications/ticket`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { ticket: string; expiresAt: number };
    expect(body.ticket).toMatch(/^st1\./);
    expect(body.ticket).not.toContain(user.token);
    expect(body.expiresAt - Date.now()).toBeGreaterThan(50_000);
    expect(body.expiresAt - Date.now()).toBeLessThanOrEqual(61_000);
  });
});

describe('GET /ws/notification/', () => {
  it('answers a plain GET with 426', async () => {
    const res = await SELF.fetch(`${BASE}/ws/notification/`);
    expect(res.status).toBe(426);
  });

  it('closes with 4001 when no user can be told from the request', async () => {
    const socket = await openSocket(null);
    expect((await socket.closed).code).toBe(4001);
  });

  it('closes with 4001 when the first frame is not auth', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (const first of [JSON.stringify({ type: 'hello' }), 'not json', JSON.stringify({ type: 'auth' })]) {
      const socket = await openSocket(user.userId);
      socket.ws.send(first);
      expect(await socket.closed).toEqual({ code: 4001, reason: 'auth_required' });
      expect(socket.frames).toContainEqual(expect.objectContaining({ type: 'error', code: 'auth_required' }));
    }
  });

  it('closes with 4003 on a bad, foreign, expired, session-token or reused ticket', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const other = await createTestUser({ roles: ['volunteer'] });
    const expired = (await issueSocketTicket(secret(), user.userId, user.sessionId, Date.now() - 120_000)).ticket;
    const forged = (await issueSocketTicket('another-secret-another-secret', user.userId, user.sessionId)).ticket;
    const reused = await ticketFor(user);
    const first = await openSocket(user.userId);
    first.ws.send(JSON.stringify({ type: 'auth', ticket: reused }));
    await first.next('ready');
    for (const ticket of ['garbage', expired, forged, user.token, await ticketFor(other), reused]) {
      const socket = await openSocket(user.userId);
      socket.ws.send(JSON.stringify({ type: 'auth', ticket }));
      expect(await socket.closed).toEqual({ code: 4003, reason: 'ticket_invalid' });
    }
    first.ws.close(1000);
  });

  it('closes a socket that never authenticates with 4008 when its time is up', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const socket = await openSocket(user.userId);
    const stub = hubFor(env, user.userId);
    // Age the pending socket instead of waiting AUTH_TIMEOUT_MS.
    await runInDurableObject(stub, (_hub, state) => {
      for (const ws of state.getWebSockets())
        ws.serializeAttachment({ ...(ws.deserializeAttachment() as object), openedAt: 0 });
    });
    await runDurableObjectAlarm(stub);
    expect((await socket.closed).code).toBe(4008);
  });

  it('delivers a notification produced after a good ticket, to every tab of that user only', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'Eco Org' });
    const stranger = await createTestUser({ roles: ['volunteer'] });
    const tab1 = await readySocket(owner);
    const tab2 = await readySocket(owner);
    const strangerTab = await readySocket(stranger);

    const item = await notify(env, {
      userId: owner.userId,
      kind: 'review',
      messageKey: 'notifications.messages.facilityAccepted',
      params: { name: 'Green corner' },
      link: '/profile/recycling-points',
    });
    for (const tab of [tab1, tab2]) {
      const frame = await tab.next('notification');
      expect(frame).toEqual({ type: 'notification', notification: item });
    }
    await sleep(200);
    expect(strangerTab.frames.filter((f) => f.type === 'notification')).toEqual([]);
    for (const s of [tab1, tab2, strangerTab]) s.ws.close(1000);
  });

  it('delivers through the dev endpoint as well (used by the browser test)', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const tab = await readySocket(user);
    const res = await SELF.fetch(`${BASE}/api/dev/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.userId }),
    });
    expect(res.status).toBe(201);
    const frame = await tab.next('notification');
    expect(frame.type === 'notification' && frame.notification.messageKey).toBe('notifications.messages.test');
    tab.ws.close(1000);
  });
});

describe('notify()', () => {
  it('refuses keys outside notifications.messages and links to other sites', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await expect(notify(env, { userId: user.userId, kind: 'system', messageKey: 'errors.internal' })).rejects.toThrow(
      TypeError,
    );
    await expect(
      notify(env, {
        userId: user.userId,
        kind: 'system',
        messageKey: 'notifications.messages.test',
        link: '//evil.example',
      }),
    ).rejects.toThrow(TypeError);
    await expect(
      notify(env, {
        userId: user.userId,
        kind: 'system',
        messageKey: 'notifications.messages.test',
        link: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(TypeError);
  });

  it('notifyOrganisation() reaches every active member of the organisation, live and stored', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'Org of two' });
    const colleague = await createTestUser({ roles: ['facility'] });
    await env.DB.prepare('UPDATE users SET org_id = ? WHERE id = ?').bind(owner.orgId, colleague.userId).run();
    const outsider = await createTestUser({ roles: ['facility'], orgName: 'Another org' });
    const tabs = [await readySocket(owner), await readySocket(colleague), await readySocket(outsider)];
    const made = await notifyOrganisation(env, owner.orgId!, {
      kind: 'review',
      messageKey: 'notifications.messages.facilityDeclined',
      params: { name: 'P', reason: 'R' },
      link: '/profile/recycling-points',
    });
    expect([...made.keys()].sort()).toEqual([owner.userId, colleague.userId].sort());
    await tabs[0]!.next('notification');
    await tabs[1]!.next('notification');
    await sleep(200);
    expect(tabs[2]!.frames.filter((f) => f.type === 'notification')).toEqual([]);
    for (const t of tabs) t.ws.close(1000);
  });

  it('stores the row even when nobody is connected', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const item = await notify(env, {
      userId: user.userId,
      kind: 'system',
      messageKey: 'notifications.messages.test',
      params: { text: 'x' },
    });
    const row = await env.DB.prepare('SELECT user_id, message_key, params, read_at FROM notifications WHERE id = ?')
      .bind(item.id)
      .first();
    expect(row).toEqual({
      user_id: user.userId,
      message_key: 'notifications.messages.test',
      params: '{"text":"x"}',
      read_at: null,
    });
  });
});

describe('feed API', () => {
  const api = (user: TestUser, path: string, method = 'GET') =>
    SELF.fetch(`${BASE}${path}`, { method, headers: { cookie: user.cookie } });

  it('requires a user on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/x/read'],
    ] as const) {
      expect((await SELF.fetch(`${BASE}${path}`, { method })).status).toBe(401);
    }
  });

  it('lists newest first with pages, catch-up by since, localized text, and marks read', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const other = await createTestUser({ roles: ['volunteer'] });
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await notify(env, {
          userId: user.userId,
          kind: 'system',
          messageKey: 'notifications.messages.test',
          params: { text: `n${i}` },
        }),
      );
      await sleep(3);
    }
    await notify(env, {
      userId: other.userId,
      kind: 'system',
      messageKey: 'notifications.messages.test',
      params: { text: 'theirs' },
    });

    const page1 = (await (await api(user, '/api/notifications?limit=3')).json()) as {
      items: { id: string; text: string }[];
      unread: number;
      nextCursor: string;
    };
    expect(page1.unread).toBe(5);
    expect(page1.items.map((i) => i.id)).toEqual([made[4]!.id, made[3]!.id, made[2]!.id]);
    expect(page1.items[0]!.text).toContain('n4');
    const page2 = (await (await api(user, `/api/notifications?limit=3&before=${page1.nextCursor}`)).json()) as {
      items: { id: string }[];
      nextCursor: string | null;
    };
    expect(page2.items.map((i) => i.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(page2.nextCursor).toBeNull();
    const missed = (await (await api(user, `/api/notifications?since=${made[3]!.createdAt}`)).json()) as {
      items: { id: string }[];
    };
    expect(missed.items.map((i) => i.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect((await api(user, '/api/notifications?limit=1000')).status).toBe(400);

    const tab = await readySocket(user);
    const read = await api(user, `/api/notifications/${made[0]!.id}/read`, 'POST');
    expect(await read.json()).toEqual({ unread: 4 });
    expect(await tab.next('unread')).toEqual({ type: 'unread', count: 4 });
    // Someone else's notification is not found, not marked.
    const theirs = (await env.DB.prepare('SELECT id FROM notifications WHERE user_id = ?')
      .bind(other.userId)
      .first<{ id: string }>())!;
    expect((await api(user, `/api/notifications/${theirs.id}/read`, 'POST')).status).toBe(404);
    expect((await api(user, '/api/notifications/nope/read', 'POST')).status).toBe(404);

    expect(await (await api(user, '/api/notifications/read-all', 'POST')).json()).toEqual({ unread: 0 });
    expect(await tab.next('unread')).toEqual({ type: 'unread', count: 0 });
    const after = (await (await api(user, '/api/notifications')).json()) as { unread: number };
    expect(after.unread).toBe(0);
    const otherFeed = (await (await api(other, '/api/notifications')).json()) as { unread: number };
    expect(otherFeed.unread).toBe(1);
    tab.ws.close(1000);
  });
});

describe('production', () => {
  it('has no POST /api/dev/notify', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const production = { ...env, ENVIRONMENT: 'production' };
    const res = await app.request(
      `${BASE}/api/dev/notify`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: user.userId }),
      },
      production,
    );
    expect(res.status).toBe(404);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?')
      .bind(user.userId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
