import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from './helpers';
import { api, creator } from './support/events';

/** D1 Sessions API, as Miniflare runs it locally. */
describe('D1 sessions and bookmarks', () => {
  it('the local D1 binding supports withSession and hands out bookmarks', async () => {
    const session = env.DB.withSession('first-unconstrained');
    await session.prepare('SELECT 1').first();
    expect(session.getBookmark()).toMatch(/^[0-9a-f-]+$/i);
  });

  it('a write returns its bookmark (header and cookie); a guest who only reads gets none', async () => {
    const owner = await creator();
    const write = await api('POST', '', owner, { title: 'Bookmark check' });
    expect(write.status).toBe(201);
    const bookmark = write.headers.get('x-d1-bookmark');
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);
    expect(write.headers.get('set-cookie')).toContain(`d1-bookmark=${bookmark}`);

    // Reading with the bookmark sees the write (read-your-writes).
    const own = await api('GET', '/own', { ...owner, cookie: `${owner.cookie}; d1-bookmark=${bookmark}` });
    expect(own.json.items.map((e: { title: string }) => e.title)).toContain('Bookmark check');

    const guest = await getPage(`${HOSTS.ru}/cookies`);
    expect(guest.headers.get('set-cookie') ?? '').not.toContain('d1-bookmark');
    expect(guest.headers.get('x-d1-bookmark')).toBeNull();
  });

  it('a malformed bookmark is ignored, not an error', async () => {
    const res = await getPage(`${HOSTS.ru}/charity-events`, { headers: { cookie: 'd1-bookmark=../../etc' } });
    expect(res.status).toBeLessThan(400);
  });
});
