import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../helpers';
import { createTestUser, type TestUser } from '../support/accounts';

/**
 * Uploaded media type sniffing (docs/security.md "Markup and files"): through the real upload API,
 * a file is taken for what its bytes are, never its name or declared type. A JPEG header glued to
 * HTML is stored and served as a JPEG that cannot run (nosniff, `default-src 'none'`); an SVG is refused.
 */
const upload = (user: TestUser, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return SELF.fetch(`${HOSTS.ru}/api/profile/avatar`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: HOSTS.ru },
    body: form,
  });
};
const imageUrl = async (userId: string) =>
  (await env.DB.prepare('SELECT image_url FROM users WHERE id = ?').bind(userId).first<{ image_url: string | null }>())
    ?.image_url ?? null;

describe('uploaded files cannot carry markup', () => {
  it("a JPEG-header + HTML polyglot named .html is served as image/jpeg with nosniff and a default-src 'none' CSP", async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const html = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>');
    const polyglot = new Uint8Array(4 + html.length);
    polyglot.set([0xff, 0xd8, 0xff, 0xe0]);
    polyglot.set(html, 4);
    const res = await upload(user, polyglot, 'evil.html', 'text/html');
    expect(res.status).toBe(200);
    const { imageUrl: url } = (await res.json()) as { imageUrl: string };
    expect(url).toMatch(/^\/media\/avatars\/[\w-]+\/[\w-]+\.jpg$/);
    const served = await SELF.fetch(`${HOSTS.ru}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    await served.arrayBuffer();
  });

  it('an SVG (with a script) is refused whatever it is called, and nothing is stored', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
      ['logo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(user, svg, name, type);
      expect(res.status, name).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy();
    }
    expect(await imageUrl(user.userId)).toBeNull();
    const listed = await env.MEDIA.list({ prefix: `avatars/${user.userId}/` });
    expect(listed.objects).toHaveLength(0);
  });
});
