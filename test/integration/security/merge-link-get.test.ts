import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../helpers';
import { createTestUser } from '../support/accounts';
import { CookieJar, followMergeLink, links, location, signInWithStandIn, unique } from '../support/google-flow';
import { mailTo } from '../support/mail';

/**
 * A mailed /confirm-merge link acts only on a POST (docs/decisions/126): an attacker who mails the
 * link of their own account cannot sign the victim into it with one click (login CSRF), and a mail
 * scanner opening the link does not use up its single-use token.
 */
async function attackerMergeLink(): Promise<{ email: string; link: string }> {
  const attacker = await createTestUser({ roles: ['volunteer'], email: unique('merge-csrf') });
  const jar = new CookieJar();
  await signInWithStandIn(jar, HOSTS.ru, { email: attacker.email });
  expect((await jar.fetch(`${HOSTS.ru}/confirm-merge`, { form: { intent: 'mail' } })).status).toBe(200);
  const link = (await mailTo(attacker.email))[0]!.links.find((l) => l.includes('/confirm-merge?token='))!;
  return { email: attacker.email, link };
}

describe('the mailed merge link', () => {
  it('a GET (the victim clicking, or a mail scanner) signs nobody in and links nothing', async () => {
    const { email, link } = await attackerMergeLink();
    for (let i = 0; i < 2; i++) {
      const victim = new CookieJar();
      const res = await victim.fetch(link);
      expect(res.status).toBe(200);
      expect(victim.get('session')).toBeUndefined();
      const html = await res.text();
      expect(html).toContain('data-testid="confirm-merge-link-form"');
      expect(html).toContain(email); // the page names the account it would sign into
    }
    expect((await links(email)).results).toHaveLength(0);
    // The scanner's GETs left the token unused: the owner's click still works.
    const owner = new CookieJar();
    const done = await followMergeLink(owner, link);
    expect(done.status).toBe(303);
    expect(location(done)).toBe('/profile/');
    expect(owner.get('session')).toBeTruthy();
    expect((await links(email)).results).toHaveLength(1);
  });

  it("a cross-site POST of the link's form is refused (CSRF) and changes nothing", async () => {
    const { email, link } = await attackerMergeLink();
    const res = await SELF.fetch(link.split('?')[0]!, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ intent: 'link', token: new URL(link).searchParams.get('token')! }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
    expect((await links(email)).results).toHaveLength(0);
  });
});
