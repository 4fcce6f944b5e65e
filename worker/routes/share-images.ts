import { Hono, type Context } from 'hono';
import { EDITIONS } from '../../editions';
import { EDITION_IDS, type EditionId } from '../../editions/types';
import type { AppEnv } from '../env';
import { findEvent } from '../data/events';
import { getFacility } from '../data/facilities';
import { isPubliclyVisible } from '../../ui/shared/facility/lifecycle';
import { notFound } from '../lib/errors';
import { dateFormat } from '../../ui/shared/locale-format';
import { shareImage, type ShareCard } from '../services/share-image';
import { guideIndex } from '../services/item-guide';
import { itemCardVersion, itemTakeLine, itemView, materialNames } from '../services/item-guide-view';

/**
 * `/share-image/event/{id}.png`, `/share-image/point/{id}.png`, `/share-image/item/{slug}.png` (under the item page's locale prefix)
 * (ADR 106): public items only.
 */
export const shareImages = new Hono<AppEnv>();

const ID = /^([A-Za-z0-9_-]{1,64})\.png$/;

async function answer(c: Context<AppEnv>, card: ShareCard) {
  const png = await shareImage(c.env, new URL(c.req.url).origin, card);
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'image/png',
    'cache-control': 'public, max-age=86400',
  });
}

shareImages.get('/event/:file', async (c) => {
  const id = ID.exec(c.req.param('file'))?.[1];
  const event = id ? await findEvent(c.env.DB, id) : null;
  if (!event || (event.status !== 'published' && event.status !== 'cancelled')) notFound();
  const edition =
    EDITIONS[
      (EDITION_IDS as readonly string[]).includes(event.edition) ? (event.edition as EditionId) : c.get('edition').id
    ];
  const locale = edition.locales.includes(c.get('locale')) ? c.get('locale') : edition.defaultLocale;
  const when =
    event.startsAt !== null
      ? dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: event.timeZone ?? 'UTC' }).format(
          event.startsAt,
        )
      : '';
  const line = [when, [event.address, event.city].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return answer(c, {
    kind: 'event',
    id: event.id,
    version: event.updatedAt,
    edition,
    locale,
    title: event.title,
    line,
  });
});

shareImages.get('/point/:file', async (c) => {
  const id = ID.exec(c.req.param('file'))?.[1];
  const record = id ? await getFacility(c.env.DB, id) : null;
  if (!record || !isPubliclyVisible(record.status)) notFound();
  const form = record.form;
  const edition = c.get('edition');
  return answer(c, {
    kind: 'point',
    id: record.id,
    version: record.updatedAt,
    edition,
    locale: c.get('locale'),
    title: form.name,
    line: form.address,
  });
});

/** An item of the guide, in the language of the URL's locale prefix (the item page's). */
shareImages.get('/item/:file', async (c) => {
  const slug = ID.exec(c.req.param('file'))?.[1];
  const item = slug ? (await guideIndex(c.env.DB)).items.get(slug) : undefined;
  if (!item) notFound();
  const edition = c.get('edition');
  const locale = c.get('locale');
  const view = itemView(item, locale, await materialNames(c.env.DB, locale));
  const t = c.get('i18n').t;
  return answer(c, {
    kind: 'item',
    id: item.slug,
    version: itemCardVersion(view),
    edition,
    locale,
    title: t('guide.item.howTo', { item: view.name }),
    line: itemTakeLine(view, t),
  });
});
