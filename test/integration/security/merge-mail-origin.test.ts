import { describe, expect, it } from 'vitest';
import { createTestUser } from '../support/accounts';
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
