import type { Edition, EditionId, Locale } from '../../editions/types';
import { SHARE_IMAGE_HEIGHT as H, SHARE_IMAGE_WIDTH as W } from '../../ui/shared/share';
import { encodePng } from '../lib/png';
import { Canvas, parseAtlas, wrap, type Atlas } from '../lib/share-canvas';

/**
 * Share cards of events, points and the guide's items (ADR 106): 1200×600 PNG with the title, a date or address line
 * and the brand, drawn in the worker and kept in R2 under a key that names the content version,
 * so a change makes a new image and an unchanged one is drawn once.
 */
export interface ShareCard {
  kind: 'event' | 'point' | 'item';
  id: string;
  /** Content version (updated_at): part of the R2 key. */
  version: number;
  edition: Edition;
  locale: Locale;
  title: string;
  line: string;
}

const PALETTE: Record<EditionId, { top: string; bottom: string }> = {
  ru: { top: '#37927B', bottom: '#1F5C4C' },
  kz: { top: '#2F8AA0', bottom: '#1B4F63' },
  international: { top: '#37927B', bottom: '#234E6B' },
};

let atlas: Promise<Atlas> | null = null;
/** The glyph atlas from the static assets, parsed once per isolate. */
function loadAtlas(assets: Fetcher, origin: string): Promise<Atlas> {
  atlas ??= assets.fetch(new Request(`${origin}/share-font/atlas.bin`)).then(async (res) => {
    if (!res.ok) throw new Error(`share font atlas: ${res.status}`);
    return parseAtlas(await res.arrayBuffer());
  });
  atlas.catch(() => {
    atlas = null;
  });
  return atlas;
}

function shareImageKey(card: Pick<ShareCard, 'kind' | 'id' | 'version' | 'locale'>): string {
  return `share-images/${card.kind}/${card.id}/${card.version}-${card.locale}.png`;
}

async function drawShareCard(card: ShareCard, font: Atlas): Promise<Uint8Array> {
  const [big, small] = font as [Atlas[number], Atlas[number]];
  const c = new Canvas(W, H);
  const colours = PALETTE[card.edition.id];
  c.gradient(colours.top, colours.bottom);
  c.circle(1090, 70, 220, '#ffffff', 0.07);
  c.circle(1160, 540, 160, '#ffffff', 0.06);
  // Title: up to three lines; the date or address under it; the brand at the bottom.
  const lines = wrap(big, card.title, W - 2 * 88, 3);
  let y = 96;
  for (const line of lines) {
    c.text(big, line, 88, y, '#ffffff');
    y += big.height + 6;
  }
  const detail = wrap(small, card.line, W - 2 * 88, 2);
  y += 18;
  for (const line of detail) {
    c.text(small, line, 88, y, '#E6F4EF');
    y += small.height + 4;
  }
  c.circle(120, 500, 34, '#ffffff');
  c.leaf(120, 500, 40, colours.top);
  c.text(small, card.edition.brand, 172, 500 - small.baseline / 2 - 8, '#ffffff');
  c.rect(0, H - 12, W, 12, '#ffffff', 0.35);
  return encodePng(W, H, c.px);
}

/** The card from R2, drawn and stored on the first request for this content version. */
export async function shareImage(
  env: Pick<Env, 'MEDIA' | 'ASSETS'>,
  origin: string,
  card: ShareCard,
): Promise<Uint8Array> {
  const key = shareImageKey(card);
  const stored = await env.MEDIA.get(key);
  if (stored) return new Uint8Array(await stored.arrayBuffer());
  const png = await drawShareCard(card, await loadAtlas(env.ASSETS, origin));
  await env.MEDIA.put(key, png, { httpMetadata: { contentType: 'image/png' } });
  return png;
}
