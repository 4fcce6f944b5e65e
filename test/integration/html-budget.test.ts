import { describe, expect, it } from 'vitest';
import { clientManifest } from '../../worker/render/assets';
import { clientBoot } from '../../worker/render/client-boot';
import { HOSTS, getPage, readSnapshot } from './helpers';

/**: what the document's snapshot leaves out because <head> or the browser already has it. */
describe('document snapshot', () => {
  it('has no chunk list: the bootstrap script asks for the page chunks after the first paint (ADR 188)', async () => {
    const html = await (await getPage(`${HOSTS.ru}/`)).text();
    const { assets } = readSnapshot(html);
    expect(assets.preload).toBeUndefined();
    expect(assets.css).toMatch(/^\/assets\//);
    expect(html).not.toContain('rel="modulepreload"');
    // The page's chunks are listed in its bootstrap script (what it asks for: client-boot.test.ts).
    expect(html.slice(html.indexOf('</body>') - 2000)).toContain(
      `${clientBoot(clientManifest.pages.home!)}</script></body>`,
    );
  });
});
