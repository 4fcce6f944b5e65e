import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';
import { testAddress } from './support/accounts';
import { api, volunteer } from './support/events';

/**
 * A volunteer's private calendar feed is a credential in a URL: a password change ("sign out
 * everywhere") ends it, and the profile's "reset my calendar link" works without JavaScript too.
 */
const feedOf = async (user: Awaited<ReturnType<typeof volunteer>>) =>
  (await api('GET', '/my', user)).json.feedUrl as string;
const feedStatus = async (url: string) => (await SELF.fetch(url)).status;

describe('the private calendar feed', () => {
  it('stops working after a password change; the profile shows a new link that works', async () => {
    const v = await volunteer();
    const old = await feedOf(v);
    expect(await feedStatus(old)).toBe(200);
    const change = await SELF.fetch(`${HOSTS.ru}/api/profile/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress(), cookie: v.cookie },
      body: JSON.stringify({ currentPassword: v.password, password: 'NewPass2024x', repeatPassword: 'NewPass2024x' }),
    });
    expect(change.status).toBe(200);
    expect(await feedStatus(old)).toBe(404);
    const fresh = await feedOf(v);
    expect(fresh).not.toBe(old);
    expect(await feedStatus(fresh)).toBe(200);
  });

  it('"reset my calendar link" is a form: without JavaScript it posts, redirects and shows the new link', async () => {
    const v = await volunteer();
    const old = await feedOf(v);
    const page = await (
      await getPage(`${HOSTS.ru}/profile/my-charity-events`, { headers: { cookie: v.cookie } })
    ).text();
    expect(page).toMatch(
      /<form [^>]*action="\/profile\/my-charity-events" method="post"><input type="hidden" name="intent" value="reset-feed"\/>/,
    );
    const reset = await SELF.fetch(`${HOSTS.ru}/profile/my-charity-events`, {
      method: 'POST',
      redirect: 'manual',
      body: 'intent=reset-feed',
      headers: {
        cookie: v.cookie,
        origin: HOSTS.ru,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/profile/my-charity-events?feed=reset');
    expect(await feedStatus(old)).toBe(404);
    const html = await (
      await getPage(`${HOSTS.ru}/profile/my-charity-events?feed=reset`, { headers: { cookie: v.cookie } })
    ).text();
    const fresh = await feedOf(v);
    expect(html).toContain(fresh.replace(/&/g, '&amp;'));
    expect(html).toMatch(/data-testid="feed-note"[^>]*>Новая ссылка создана\./);
    expect(await feedStatus(fresh)).toBe(200);
  });
});
