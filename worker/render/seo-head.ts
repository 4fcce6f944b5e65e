import type { Context } from 'hono';
import { EDITIONS } from '../../editions';
import { EDITION_IDS, type EditionId } from '../../editions/types';

import type { CharityEvent } from '../../ui/shared/events/model';
import type { PublicFacilityData } from '../../ui/shared/facility/pages';
import { parseFacilityDocument } from '../../ui/shared/facility/transport';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { absolute, canonicalRest, seoHead, type SeoHeadData } from '../../ui/shared/seo';
import { cutText } from '../../ui/shared/share';
import { eventJsonLd, homeJsonLd, facilityJsonLd } from '../../ui/shared/structured-data';
import { guideItemJsonLd } from '../../ui/shared/guide/structured-data';
import type { GuideBrowsePageData, GuideItemPageData } from '../../ui/shared/guide/types';
import type { AppEnv } from '../env';
import { publicOrigin } from '../lib/public-origin';
import { itemCardVersion, itemTakeLine } from '../services/item-guide-view';

/** Public origin of every edition for this request (ADR 100). */
export function editionOrigins(c: Context<AppEnv>): Record<EditionId, string> {
  const vars = c.get('vars');
  return Object.fromEntries(EDITION_IDS.map((id) => [id, publicOrigin(vars, id, c.req.url)])) as Record<
    EditionId,
    string
  >;
}

/**
 * Everything puts into a page's head: canonical, alternates, robots, the page's own share
 * card and its JSON-LD (ADR 101, 103). One call from the renderer; the shell renders the data.
 */
export async function pageSeo(
  c: Context<AppEnv>,
  page: string,
  path: string,
  status: number,
  data: unknown,
): Promise<SeoHeadData> {
  const origins = editionOrigins(c);
  // An event is only rendered on its own edition's host (elsewhere its page is a 301,
  // docs/decisions/125-events-stay-in-their-edition.md): every page's head is the request's edition.
  const edition = c.get('edition');
  const head = seoHead({
    page,
    path,
    status,
    production: c.get('vars').ENVIRONMENT === 'production',
    edition,
    locale: c.get('locale'),
    origins,
    editions: EDITIONS,
  });
  head.manifest = localizedPath(edition, c.get('locale'), '/manifest.webmanifest');
  if (status !== 200) return head;
  if (page === 'whatGoesWhere' && head.canonical) browseCanonical(head, data as GuideBrowsePageData);
  const origin = edition.siteUrl;
  const url = head.canonical ?? absolute(origin, edition, c.get('locale'), canonicalRest(path));
  const brand = edition.brand;

  if (page === 'charityEvent') {
    const d = data as { event: CharityEvent; placesLeft: number };
    const e = d.event;
    const imageUrl = shareImageUrl(origin, edition.id, 'event', e.id, e.updatedAt);
    const organizerUrl = e.orgWebsite ?? null;
    head.share = {
      title: `${e.title} — ${brand}`,
      text: cutText(e.summary || e.description),
      url: canonicalRest(path),
      imageUrl,
      type: 'event',
    };
    head.jsonLd = [
      eventJsonLd({ event: e, edition: edition.id, placesLeft: d.placesLeft, url, imageUrl, organizerUrl }),
    ];
  } else if (page === 'recyclingPoint') {
    const d = data as PublicFacilityData;
    const form = parseFacilityDocument({ data: d.point });
    const a = d.point.attributes as { time_zone?: string; updated_at?: string };
    const imageUrl = shareImageUrl(origin, edition.id, 'point', d.point.id, Date.parse(a.updated_at ?? '') || 0);
    const text = cutText([form.address, form.collectionRules].filter(Boolean).join(' — '));
    head.share = { title: `${form.name} — ${brand}`, text, url: canonicalRest(path), imageUrl, type: 'place' };
    head.jsonLd = [facilityJsonLd({ form, edition: edition.id, timeZone: a.time_zone ?? null, url, imageUrl })];
  } else if (page === 'guideItem') {
    // The item guide's page: a share card with the item and its answer, and a HowTo (docs/item-guide.md).
    const { item } = data as GuideItemPageData;
    const i18n = c.get('i18n');
    const take = i18n.t('guide.item.take', { materials: item.materials.map((m) => m.name).join(', ') });
    const name = i18n.t('guide.item.howTo', { item: item.name });
    // The generated card (ADR 106), in the page's language: the locale prefix selects it.
    const imageUrl = `${origin}${localizedPath(edition, c.get('locale'), `/share-image/item/${encodeURIComponent(item.slug)}.png`)}?v=${itemCardVersion(item)}`;
    head.share = {
      title: `${name} — ${brand}`,
      text: cutText([itemTakeLine(item, i18n.t), item.tip, item.hazard].filter(Boolean).join(' ')),
      url: canonicalRest(path),
      imageUrl,
      type: 'article',
    };
    head.jsonLd = [guideItemJsonLd(item, url, { name, take }, c.get('locale'))];
  } else if (page === 'home') {
    head.jsonLd = homeJsonLd(edition, origin, url, absolute(origin, edition, c.get('locale'), '/recycling-points'));
  }
  return head;
}

/** The generated card of an event or point (ADR 106); `v` changes with the content, so caches refresh. */
function shareImageUrl(
  origin: string,
  _edition: EditionId,
  kind: 'event' | 'point',
  id: string,
  version: number,
): string {
  return `${origin}/share-image/${kind}/${encodeURIComponent(id)}.png?v=${version}`;
}

/**
 * A browse page of the item guide (ADR 214) is its own page: the canonical keeps its category,
 * letter and page. A letter belongs to one language's alphabet, so a letter page has no twins in
 * the other languages; a category page has them.
 */
function browseCanonical(head: SeoHeadData, d: GuideBrowsePageData): void {
  const q = new URLSearchParams();
  if (d.category) q.set('category', d.category);
  if (d.letter) q.set('letter', d.letter);
  if (d.page > 1) q.set('page', String(d.page));
  const s = q.toString();
  if (!s) return;
  head.canonical = `${head.canonical}?${s}`;
  head.alternates = d.letter ? [] : head.alternates.map((a) => ({ ...a, href: `${a.href}?${s}` }));
}
