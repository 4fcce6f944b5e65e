/**
 * The item guide ("what goes where", docs/item-guide.md): browse by category and letter, one page per item,
 * the unified search results page (items, then point names and addresses) and its JSON twin.
 * Everything is a GET rendered on the server, so it all works without JavaScript.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ITEM_CATEGORIES, type GuideItem } from '../../data/items';
import type {
  GuideBrowsePageData,
  GuideItemPageData,
  GuideFacilitiesView,
  GuideSearchPageData,
} from '../../ui/shared/guide/types';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { formatLatLng, parseLatLng } from '../../ui/shared/finder/geo';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { AppError, notFound } from '../lib/errors';
import { clientAddress } from '../services/rate-limit';
import { countMiss } from '../services/guide-misses';
import { renderPage } from '../render/render-page';
import { finderOrigin, type FinderOrigin } from '../services/finder-origin';
import type { FinderPlace } from '../services/finder';
import { guideIndex } from '../services/item-guide';
import { nearestFacilitiesFor, facilitiesMatching } from '../services/item-guide-facilities';
import { finderHref, itemView, materialNames } from '../services/item-guide-view';
import { langOf, type ItemHit } from '../services/item-search';
import { OTHER_LETTER, browsePage, browseRows, lettersOf } from '../services/item-browse';
import { mergedHits, searchParts } from '../services/item-parts';
import { drivesForItem } from '../drives';
import type { GuideDrives } from '../../ui/shared/guide/types';

export const guidePages = new Hono<AppEnv>();
/** The item search as JSON, mounted at /api/v1/what-goes-where. */
export const guideApi = new Hono<AppEnv>();

const QSchema = z.string().trim().max(200);

/**
 * A real position (the visitor's own `near=`, from "use my location" or a shared link, else the
 * edge's estimate) or none: then the edition's points are ordered from its main city, with no
 * distances (ADRs 130, 199).
 */
const originOf = (c: Context<AppEnv>) => finderOrigin(c, parseLatLng(c.req.query('near') ?? ''));

/** The finder's place for this request's origin: the edition's points only. */
const placeOf = (c: Context<AppEnv>, o: FinderOrigin): FinderPlace => ({
  edition: c.get('edition').id,
  origin: o.order,
  distances: o.origin !== null,
});

async function facilitiesFor(
  c: Context<AppEnv>,
  item: GuideItem,
  o: FinderOrigin,
  at: Date,
): Promise<GuideFacilitiesView | null> {
  if (item.materials.length === 0) return null;
  const found = await nearestFacilitiesFor(c.env.DB, item.materials, placeOf(c, o), at);
  const { origin } = o;
  // The visitor's own position travels on to the finder; the edge's the finder finds by itself.
  const extra: Record<string, string> = origin?.source === 'near' ? { near: formatLatLng(origin.position) } : {};
  return {
    ...found,
    origin,
    orderCity: o.city,
    finderHref: finderHref(c.get('edition'), c.get('locale'), item.materials, extra),
  };
}

/** The drives' texts only on a page that shows drives. */
const withDrives = <R extends { namespaces: readonly string[] }>(route: R, drives: GuideDrives | null): R =>
  drives ? { ...route, namespaces: [...route.namespaces, 'drives'] } : route;

const BrowseSchema = z.object({
  category: z.enum(ITEM_CATEGORIES).optional(),
  letter: z.string().min(1).max(2).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** By category and by letter (ADR 214): never every item on one page. */
guidePages.get(tablePath('/what-goes-where'), async (c) => {
  const parsed = BrowseSchema.safeParse({
    category: c.req.query('category') || undefined,
    letter: c.req.query('letter') || undefined,
    page: c.req.query('page') || undefined,
  });
  const locale = c.get('locale');
  const lang = langOf(locale);
  // An unknown category, a letter outside the language's alphabet or a page past the last: not found.
  if (!parsed.success) notFound();
  const letter = parsed.data.letter?.toLocaleUpperCase() ?? null;
  if (letter !== null && letter !== OTHER_LETTER && !lettersOf(lang).includes(letter)) notFound();
  const category = parsed.data.category ?? null;
  const index = await guideIndex(c.env.DB);
  const result = browsePage(browseRows(index, locale), lang, { category, letter, page: parsed.data.page });
  if (!result || (!category && !letter && parsed.data.page > 1)) notFound();
  const data: GuideBrowsePageData = { ...result, category, letter };
  return renderPage(c, { ...pageRoute('whatGoesWhere'), data });
});

guidePages.get(tablePath('/what-goes-where/search'), async (c) => {
  const parsed = QSchema.safeParse(c.req.query('q') ?? '');
  const q = parsed.success ? parsed.data : '';
  const edition = c.get('edition');
  const locale = c.get('locale');
  if (!q) return c.redirect(localizedPath(edition, locale, '/what-goes-where'), 302);
  const at = new Date();
  const origin = originOf(c);
  const [index, names] = await Promise.all([guideIndex(c.env.DB), materialNames(c.env.DB, locale)]);
  // A query listing several things answers each part (docs/item-guide.md "Several items").
  const parts = searchParts(index, q, langOf(locale), 8);
  const hits = mergedHits(parts);
  const first = hits[0]?.item;
  const [points, matches, drives] = await Promise.all([
    first ? facilitiesFor(c, first, origin, at) : Promise.resolve(null),
    facilitiesMatching(c.env.DB, q, placeOf(c, origin), at),
    first ? drivesForItem(c.env.DB, first, edition.id, origin.order, at) : Promise.resolve(null),
  ]);
  // Learning: a search that found no item is counted (term and day only, nothing about the visitor).
  // Bounded: term normalised and capped, a per-day cap on terms, a per-client rate (worker/services/guide-misses.ts).
  if (!first)
    await countMiss(
      c.env.DB,
      q,
      clientAddress((name) => c.req.header(name)),
      at,
    );
  const data: GuideSearchPageData = {
    q,
    items: hits.map((h) => itemView(h.item, locale, names)),
    inferred: hits[0]?.inferred ?? null,
    parts: parts.length > 1 ? parts.map((p) => ({ q: p.q, item: itemView(p.hits[0]!.item, locale, names) })) : null,
    points,
    drives,
    // `by=name`: the finder's box would take the words for the item again (ADR 160).
    facilityMatches: {
      ...matches,
      finderHref: `${localizedPath(edition, locale, '/recycling-points')}?q=${encodeURIComponent(q)}&by=name`,
    },
  };
  return renderPage(c, { ...withDrives(pageRoute('guideSearch'), drives), data });
});

guidePages.get(tablePath('/what-goes-where/:slug'), async (c) => {
  const index = await guideIndex(c.env.DB);
  const item = index.items.get(c.req.param('slug'));
  if (!item) notFound();
  const locale = c.get('locale');
  const origin = originOf(c);
  const at = new Date();
  const [names, points, drives] = await Promise.all([
    materialNames(c.env.DB, locale),
    facilitiesFor(c, item, origin, at),
    drivesForItem(c.env.DB, item, c.get('edition').id, origin.order, at),
  ]);
  const data: GuideItemPageData = { item: itemView(item, locale, names), points, drives };
  return renderPage(c, { ...withDrives(pageRoute('guideItem'), drives), data });
});

/** The same search as JSON (suggestions while typing, the mobile app). Does not count misses. */
guideApi.get('/', async (c) => {
  const parsed = QSchema.safeParse(c.req.query('q') ?? '');
  if (!parsed.success) throw new AppError(400, 'invalid_parameter', 'guide.errors.query');
  const locale = c.get('locale');
  const [index, names] = await Promise.all([guideIndex(c.env.DB), materialNames(c.env.DB, locale)]);
  const edition = c.get('edition');
  const parts = searchParts(index, parsed.data, langOf(locale), 8);
  const view = (h: ItemHit) => ({
    ...itemView(h.item, locale, names),
    inferred: h.inferred ?? null,
    url: localizedPath(edition, locale, `/what-goes-where/${h.item.slug}`),
    finderUrl: h.item.materials.length ? finderHref(edition, locale, h.item.materials) : null,
  });
  const hits = mergedHits(parts);
  const items = hits.map(view);
  // The first item's collection drives, as on the pages: those shown now (nearest first when
  // `near` is given), else for a seasonal item the next one. Each with its page's URL.
  const first = hits[0]?.item;
  const origin = originOf(c);
  const drives = first ? await drivesForItem(c.env.DB, first, edition.id, origin.order, new Date()) : null;
  const driveUrl = (id: string) => localizedPath(edition, locale, `/collection-drives/${id}`);
  // Several things listed: each part with its own items, best first.
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({
    data: items,
    drives: drives && {
      active: drives.active.map((d) => ({ ...d, url: driveUrl(d.id) })),
      next: drives.next && { ...drives.next, url: driveUrl(drives.next.id) },
    },
    ...(parts.length > 1 ? { parts: parts.map((p) => ({ q: p.q, items: p.hits.map(view) })) } : {}),
  });
});
