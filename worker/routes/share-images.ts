import { Hono, type Context } from 'hono';
import { EDITIONS } from '../../editions';
import { EDITION_IDS, type EditionId } from '../../editions/types';
import type { AppEnv } from '../env';
import { findEvent } from '../data/events';
import { getFacility } from '../data/facilities';
import { isPubliclyVisible } from '../../ui/shared/facility/lifecycle';
import { notFound } from '../lib/errors';
import { shareImage, type ShareCard } from '../services/share-image';

/** `/share-image/event/{id}.png`, `/share-image/point/{id}.png` (ADR 106): public items only. */
export const shareImages = new Hono<AppEnv>();

const ID = /^([A-Za-z0-9_-]{1,64})\.png$/;

async function answer(c: Context<AppEnv>, card: ShareCard) {
  const png = await shareImage(c.env, new URL(c.req.url).origin, card);
  return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
}

shareImages.get('/event/:file', async (c) => {
  const id = ID.exec(c.req.param('file'))?.[1];
  const event = id ? await findEvent(c.env.DB, id) : null;
  if (!event || (event.status !== 'published' && event.status !== 'cancelled')) notFound();
  const edition = EDITIONS[(EDITION_IDS as readonly string[]).includes(event.edition) ? (event.edition as EditionId) : c.get('edition').id];
  const locale = edition.locales.includes(c.get('locale')) ? c.get('locale') : edition.defaultLocale;
  const when = event.startsAt !== null
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: event.timeZone ?? 'UTC' }).format(event.startsAt)
    : '';
  const line = [when, [event.address, event.city].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return answer(c, { kind: 'event', id: event.id, version: event.updatedAt, edition, locale, title: event.title, line });
});

shareImages.get('/point/:file', async (c) => {
  const id = ID.exec(c.req.param('file'))?.[1];
  const record = id ? await getFacility(c.env.DB, id) : null;
  if (!record || !isPubliclyVisible(record.status)) notFound();
  const form = record.form;
  const edition = c.get('edition');
  return answer(c, { kind: 'point', id: record.id, version: record.updatedAt, edition, locale: c.get('locale'), title: form.name, line: form.address });
});
