import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../support/accounts';
import { creator, publishedEvent } from '../support/events';
import { CookieJar, signInWithStandIn, unique } from '../support/google-flow';
import { mailTo } from '../support/mail';

/**
 * The merge-confirmation mail links to the edition's configured origin (docs/decisions/042), not
 * to the Host the request named: a Google flow run through `evil.example` mails a localhost link.
 */
const FOREIGN = 'http://evil.example:8787';

describe('the merge-confirmation mail ignores the Host header', () => {
  it('links to the edition origin when the flow came through a foreign host', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('merge-host') });
    const jar = new CookieJar();
    await signInWithStandIn(jar, FOREIGN, { email: owner.email });
    const sent = await jar.fetch(`${FOREIGN}/confirm-merge`, { form: { intent: 'mail' } });
    expect(sent.status).toBe(200);
    const [mail] = await mailTo(owner.email);
    expect(mail?.template).toBe('googleMerge');
    expect(mail!.links.some((l) => l.startsWith('http://localhost:8787/confirm-merge?token='))).toBe(true);
    expect(`${mail!.text}${mail!.html}`).not.toContain('evil.example');
  });
});

describe('event notices and feed links ignore the Host header', () => {
  it('a cancellation notice and the feed URL asked through a foreign host link to the edition origin', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const fan = await createTestUser({ roles: ['volunteer'], email: unique('notice-host') });
    const json = { 'content-type': 'application/json', origin: FOREIGN };
    expect(
      (
        await SELF.fetch(`${FOREIGN}/api/web/v1/charity-event/${id}/signup`, {
          method: 'POST',
          headers: { ...json, cookie: fan.cookie },
        })
      ).status,
    ).toBeLessThan(300);
    const feed = (await (
      await SELF.fetch(`${FOREIGN}/api/web/v1/charity-event/my`, { headers: { cookie: fan.cookie } })
    ).json()) as { feedUrl: string };
    expect(feed.feedUrl.startsWith('http://localhost:8787/api/web/v1/charity-event/feed/')).toBe(true);
    const cancelled = await SELF.fetch(`${FOREIGN}/api/web/v1/charity-event/${id}/cancel`, {
      method: 'POST',
      headers: { ...json, cookie: owner.cookie },
      body: JSON.stringify({ reason: 'Rain' }),
    });
    expect(cancelled.status).toBe(200);
    const notice = (await mailTo(fan.email)).find((m) => m.links.some((l) => l.includes(`/charity-event/${id}`)));
    expect(notice).toBeTruthy();
    expect(`${notice!.text}${notice!.html}`).not.toContain('evil.example');
  });
});
