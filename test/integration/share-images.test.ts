import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { owner, facilityIn } from './facility-support';
import { HOSTS, getPage } from './helpers';
import { api, completeEvent, creator, publishedEvent } from './support/events';

/** / ADR 106: a 1200×600 PNG per event and point, drawn in the worker, kept in R2. */
async function png(url: string) {
  const res = await SELF.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  // Inflate IDAT to prove the image is complete: (1200 × 3 + 1) × 600 bytes.
  let offset = 8;
  const idat: Uint8Array<ArrayBuffer>[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = new Uint8Array(
    await new Response(new Blob(idat).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer(),
  );
  return { width: view.getUint32(16), height: view.getUint32(20), raw, bytes };
}

/** Distinct colours in a band of rows: text draws many anti-aliased shades over the gradient. */
function shadesIn(raw: Uint8Array, fromRow: number, toRow: number) {
  const stride = 1200 * 3 + 1;
  const seen = new Set<string>();
  for (let y = fromRow; y < toRow; y++)
    for (let x = 88; x < 700; x += 3) {
      const i = y * stride + 1 + x * 3;
      seen.add(`${raw[i]},${raw[i + 1]},${raw[i + 2]}`);
    }
  return seen.size;
}

describe('generated share images', () => {
  it('the event page names its own image; it is a 1200×600 PNG with the title drawn, stored in R2 per version', async () => {
    const organiser = await creator();
    const id = await publishedEvent(organiser, completeEvent({ title: 'Уборка берега реки — Қазақстан' }));
    const html = await (await getPage(`${HOSTS.ru}/charity-event/${id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(image).toMatch(new RegExp(`^${HOSTS.ru}/share-image/event/${id}\\.png\\?v=\\d+$`));
    expect(/<meta property="og:image:width" content="(\d+)"/.exec(html)![1]).toBe('1200');

    const first = await png(image);
    expect([first.width, first.height]).toEqual([1200, 600]);
    expect(first.raw.length).toBe((1200 * 3 + 1) * 600);
    // The title band carries text (many shades); below the text block, the plain gradient does not.
    expect(shadesIn(first.raw, 96, 160)).toBeGreaterThan(40);
    const stored = await env.MEDIA.list({ prefix: `share-images/event/${id}/` });
    expect(stored.objects).toHaveLength(1);
    // Served from R2 the second time: the same bytes.
    expect((await png(image)).bytes).toEqual(first.bytes);
  });

  it('drafts and unknown ids have no image; points have theirs', async () => {
    const organiser = await creator();
    const draft = (await api('POST', '', organiser, completeEvent())).json.id as string;
    expect((await SELF.fetch(`${HOSTS.ru}/share-image/event/${draft}.png`)).status).toBe(404);
    expect((await SELF.fetch(`${HOSTS.ru}/share-image/event/nope.png`)).status).toBe(404);
    const point = await facilityIn(await owner(), 'accepted');
    const html = await (await getPage(`${HOSTS.kz}/recycling-points/${point}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(image.startsWith(`${HOSTS.kz}/share-image/point/${point}.png?v=`)).toBe(true);
    const card = await png(image);
    expect([card.width, card.height]).toEqual([1200, 600]);
    const hidden = await facilityIn(await owner(), 'draft');
    expect((await SELF.fetch(`${HOSTS.ru}/share-image/point/${hidden}.png`)).status).toBe(404);
  });

  it("an item page names its own card, in the page's language; unknown items have none", async () => {
    const imageOf = async (url: string) =>
      /<meta property="og:image" content="([^"]+)"/.exec(await (await getPage(url)).text())![1]!.replace(/&amp;/g, '&');
    const kk = await imageOf(`${HOSTS.kz}/what-goes-where/batteries`);
    expect(kk).toMatch(new RegExp(`^${HOSTS.kz}/share-image/item/batteries\\.png\\?v=\\d+$`));
    const card = await png(kk);
    expect([card.width, card.height]).toEqual([1200, 600]);
    expect(shadesIn(card.raw, 96, 160)).toBeGreaterThan(40);
    // The locale prefix selects the card's language: another language, another stored card.
    const ru = await imageOf(`${HOSTS.kz}/ru-kz/what-goes-where/batteries`);
    expect(ru).toMatch(new RegExp(`^${HOSTS.kz}/ru-kz/share-image/item/batteries\\.png\\?v=\\d+$`));
    expect(ru.split('?v=')[1]).not.toBe(kk.split('?v=')[1]);
    await png(ru);
    const keys = (await env.MEDIA.list({ prefix: 'share-images/item/batteries/' })).objects.map((o) => o.key).sort();
    expect(keys).toHaveLength(2);
    expect(keys.some((k) => k.endsWith('-kk-KZ.png')) && keys.some((k) => k.endsWith('-ru-KZ.png'))).toBe(true);
    expect((await SELF.fetch(`${HOSTS.ru}/share-image/item/no-such-item.png`)).status).toBe(404);
  });
});
