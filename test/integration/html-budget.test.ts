import { describe, expect, it } from 'vitest';
import { HOSTS, getPage, readSnapshot } from './helpers';

/**: what the document's snapshot leaves out because <head> or the browser already has it. */
describe('document snapshot', () => {
  it('has no chunk list: the page chunks are modulepreload links in <head> instead', async () => {
    const html = await (await getPage(`${HOSTS.ru}/`)).text();
    const { assets } = readSnapshot(html);
    expect(assets.preload).toBeUndefined();
    expect(assets.css).toMatch(/^\/assets\//);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="modulepreload" href="\/assets\/c\/[^"]+"/);
  });
});
