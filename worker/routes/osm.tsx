/**
 * The OpenStreetMap layer in public (docs/decisions/141-osm-layer-and-licence.md):
 *  - /recycling-points/osm-node-123: a read-only point page with its source, last check date,
 *    the attribution and a link to edit it on OpenStreetMap;
 *  - /api/v1/recycling-points.geojson?source=osm: the layer as GeoJSON under ODbL, a capped page
 *    per response (cursor, optional bbox), streamed from D1 in smaller pages and edge-cached;
 *  - /profile/create-recycling-point?fromOsm=osm-node-123: the owner's editor prefilled from the
 *    OSM point (a claim; once the owner's point is accepted it replaces the OSM one).
 * Other ids and requests fall through to the owners' handlers.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { EDITION_IDS, type Locale } from '../../editions/types';
import { emptyFacilityForm, emptyRate, WEEKDAYS, type FacilityForm } from '../../ui/shared/facility/model';
import { timeZoneName } from '../../editions/time-zone-names';
import { nextOpeningOf } from '../../ui/shared/finder/open-label';
import { wallClock } from '../../ui/shared/finder/open-now';
import { osmOpenStatus } from '../../ui/shared/osm/hours';
import { osmEditUrl, safeWebUrl } from '../../ui/shared/osm/links';
import { formatPhone } from '../../ui/shared/phone-format';
import { CLOSED_REPORTS_THRESHOLD } from '../../ui/shared/facility/freshness';
import type { OsmFacilityPageData } from '../../ui/shared/osm/page-data';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { pickLocaleName } from '../data/catalogues';
import { getFacilityCatalogues } from '../data/catalogues';
import {
  getOsmFacility,
  OSM_COPYRIGHT_URL,
  OSM_ID,
  osmGeoJsonPage,
  osmName,
  osmFacilityOwner,
  type Bbox,
  type OsmFacility,
} from '../data/osm-facilities';
import { osmClosedVoices } from '../trust';
import { AppError, notFound } from '../lib/errors';
import { renderPage } from '../render/render-page';
import { facilityLocator } from '../services/facility-locator';

export const osmRoutes = new Hono<AppEnv>();
/** The OpenStreetMap layer as GeoJSON (ODbL), mounted at /api/v1. */
export const osmApi = new Hono<AppEnv>();

/** Rows per D1 query while streaming: memory holds one such page at a time. */
const GEOJSON_PAGE = 500;
/** Features per response by default, and the hard cap a `limit` cannot pass (docs/finder.md). */
const GEOJSON_DEFAULT = 1000;
const GEOJSON_MAX = 5000;
/** How long the edge (and a CDN in front) keeps one page: the layer changes only at an import. */
const GEOJSON_CACHE_SECONDS = 300;
const inRange = (v: number, max: number) => Number.isFinite(v) && v >= -max && v <= max;
const geoJsonQuery = z.object({
  source: z.literal('osm'),
  edition: z.enum(EDITION_IDS).optional(),
});
const geoJsonPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(GEOJSON_MAX).default(GEOJSON_DEFAULT),
  // The cursor is the last feature's row id ('node-123'), as the previous page's `next` gives it.
  after: z
    .string()
    .regex(/^(node|way|relation)-\d{1,20}$/)
    .optional(),
  bbox: z
    .string()
    .regex(/^[-\d.]{1,20}(,[-\d.]{1,20}){3}$/)
    .transform((v) => v.split(',').map(Number) as Bbox)
    .refine(([w, s, e, n]) => inRange(w, 180) && inRange(e, 180) && inRange(s, 90) && inRange(n, 90) && w < e && s < n)
    .optional(),
});

function feature(p: OsmFacility): string {
  return JSON.stringify({
    type: 'Feature',
    id: p.id,
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    properties: {
      osm_type: p.osmType,
      osm_id: p.osmId,
      osm_version: p.osmVersion,
      name: p.name,
      names: p.names,
      address: p.address,
      kind: p.kind,
      materials: p.materialsKnown ? p.materials : null,
      opening_hours: p.openingHours,
      operator: p.operator,
      website: safeWebUrl(p.website),
      check_date: p.checkDate || null,
      edition: p.edition,
    },
  });
}

/**
 * One page of the layer (docs/finder.md "GeoJSON download"): at most `limit` features (hard cap
 * GEOJSON_MAX) after the cursor, optionally within a bbox, streamed GEOJSON_PAGE rows per D1
 * query, so a request's memory and CPU are bounded whatever the layer holds. The collection's
 * `next` member (and a Link rel="next" header's absence) tell whether more follows. Each page is
 * kept in the edge cache for GEOJSON_CACHE_SECONDS under its URL.
 */
osmApi.get('/recycling-points.geojson', async (c) => {
  const params = Object.fromEntries(new URL(c.req.url).searchParams);
  const parsed = geoJsonQuery.safeParse(params);
  if (!parsed.success) throw new AppError(400, 'invalid_parameter', 'osm.geojson.onlyOsm');
  const paging = geoJsonPageQuery.safeParse(params);
  if (!paging.success) throw new AppError(400, 'invalid_parameter', 'osm.geojson.badPage', { max: GEOJSON_MAX });
  const { edition = null } = parsed.data;
  const { limit, after: from = '', bbox = null } = paging.data;

  const cache = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
  const key = new Request(c.req.url);
  const hit = await cache?.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('x-edge-cache', 'HIT');
    return res;
  }

  const db = c.env.DB;
  const encoder = new TextEncoder();
  let after = from;
  let sent = 0;
  const head = `{"type":"FeatureCollection","license":"ODbL-1.0","attribution":"© OpenStreetMap contributors","copyright":"${OSM_COPYRIGHT_URL}",${bbox ? `"bbox":${JSON.stringify(bbox)},` : ''}"features":[`;
  const nextUrl = (cursor: string) => {
    const url = new URL(c.req.url);
    url.searchParams.set('after', cursor);
    return url.href;
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    // One page of rows per pull; one row more than the response still takes tells whether more follows.
    async pull(controller) {
      const want = Math.min(GEOJSON_PAGE, limit - sent);
      const rows = await osmGeoJsonPage(db, after, want + 1, edition, bbox);
      const page = rows.slice(0, want);
      if (page.length) {
        controller.enqueue(encoder.encode((sent ? ',' : '') + page.map(feature).join(',')));
        sent += page.length;
        after = `${page[page.length - 1]!.osmType}-${page[page.length - 1]!.osmId}`;
      }
      const more = rows.length > want;
      if (more && sent < limit) return;
      controller.enqueue(encoder.encode(`],"next":${more ? JSON.stringify(nextUrl(after)) : 'null'}}\n`));
      controller.close();
    },
  });
  const headers = {
    'Content-Type': 'application/geo+json; charset=utf-8',
    'Content-Disposition': 'inline; filename="recycling-points-osm.geojson"',
    'Cache-Control': `public, max-age=${GEOJSON_CACHE_SECONDS}, s-maxage=${GEOJSON_CACHE_SECONDS}`,
    Link: `<${OSM_COPYRIGHT_URL}>; rel="license"`,
  };
  if (!cache) return new Response(body, { headers });
  // The visitor's copy streams while the other branch fills the cache (at most one capped page).
  const [out, kept] = body.tee();
  const put = cache
    .put(key, new Response(kept, { headers }))
    .catch((e: unknown) => console.error('geojson cache put', e));
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    void put; // no execution context (direct app.fetch in a test)
  }
  return new Response(out, { headers: { ...headers, 'x-edge-cache': 'MISS' } });
});

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function materialNames(db: D1Database, slugs: string[], locale: Locale) {
  if (!slugs.length) return [];
  const rows =
    (
      await db
        .prepare('SELECT slug, names FROM facility_material_types ORDER BY sort, id')
        .all<{ slug: string; names: string }>()
    ).results ?? [];
  return rows
    .filter((r) => slugs.includes(r.slug))
    .map((r) => ({ slug: r.slug, name: pickLocaleName(JSON.parse(r.names) as Record<string, string>, locale) }));
}

/** The country an edition's local phone numbers belong to (OSM phones are usually international anyway). */
const PHONE_COUNTRY: Record<string, string> = { ru: 'RU', kz: 'KZ' };

osmRoutes.get(tablePath('/recycling-points/:id'), async (c, next) => {
  const id = c.req.param('id');
  if (!OSM_ID.test(id)) return next();
  const db = c.env.DB;
  const point = await getOsmFacility(db, id);
  if (!point) notFound();
  const locale = c.get('locale');
  const [materials, replacedBy, closedVoices] = await Promise.all([
    materialNames(db, point!.materials, locale),
    osmFacilityOwner(db, id),
    osmClosedVoices(db, id),
  ]);
  const p = point!;
  const at = new Date();
  const open = osmOpenStatus(p.hoursKind, p.hours, p.intervals, p.timeZone, at);
  // "Closed · opens tomorrow at 10:00", as on owners' pages (ui/shared/finder/open-label.ts).
  const opens = open.state === 'unknown' ? undefined : nextOpeningOf(open, wallClock(at, p.timeZone).day);
  const data: OsmFacilityPageData = {
    id: p.id,
    name: osmName(p, locale),
    address: p.address,
    lat: p.lat,
    lng: p.lng,
    kind: p.kind,
    materials,
    materialsKnown: p.materialsKnown,
    openingHours: p.openingHours,
    hoursKind: p.hoursKind,
    hours: p.hoursKind === 'weekly' ? p.hours : {},
    open,
    ...(opens ? { opens } : {}),
    zoneName: timeZoneName(p.timeZone, locale),
    checked: p.checkDate
      ? { date: p.checkDate, source: 'check_date' }
      : p.osmTimestamp
        ? { date: dateOf(p.osmTimestamp), source: 'edit' }
        : null,
    osmUrl: `https://www.openstreetmap.org/${p.osmType}/${p.osmId}`,
    editUrl: osmEditUrl(p.id),
    copyrightUrl: OSM_COPYRIGHT_URL,
    operator: p.operator,
    website: safeWebUrl(p.website),
    phone: p.phone ? formatPhone(p.phone, PHONE_COUNTRY[p.edition]) : '',
    replacedBy,
    reportedClosed: closedVoices >= CLOSED_REPORTS_THRESHOLD,
  };
  return renderPage(c, {
    ...pageRoute('recyclingPoint'),
    page: 'osmFacility',
    namespaces: ['facility', 'finder', 'osm', 'trust'],
    data,
  });
});

/** The owner's editor prefilled from an OSM point: name, address, position, hours, materials, contacts. */
osmRoutes.get(tablePath('/profile/create-recycling-point'), async (c, next) => {
  const from = new URL(c.req.url).searchParams.get('fromOsm');
  if (!from || !OSM_ID.test(from)) return next();
  const point = await getOsmFacility(c.env.DB, from);
  if (!point) return next();
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const form: FacilityForm = emptyFacilityForm();
  form.name = osmName(point, c.get('locale')) || point.operator;
  form.address = point.address;
  form.coords = { lat: point.lat, lng: point.lng };
  // For the reviewer; the claim itself is the editor's hidden `fromOsm` field (the owner may rewrite this).
  form.comment = `OpenStreetMap ${point.osmType}/${point.osmId}`;
  if (point.hoursKind === 'weekly')
    for (const day of WEEKDAYS) form.workingHours[day] = { ...form.workingHours[day], ...point.hours[day] };
  form.contacts.phone = point.phone;
  form.contacts.website = safeWebUrl(point.website);
  const ids = catalogues.materials.filter((m) => point.materials.includes(m.slug)).map((m) => m.id);
  if (ids.length) form.rates = ids.map((srmId) => ({ ...emptyRate(), srmId }));
  return renderPage(c, {
    ...pageRoute('profileCreateRecyclingPoint'),
    data: {
      kind: 'form',
      point: null,
      catalogues,
      echo: { values: form, flow: 'draft', errors: {} },
      fromOsm: point.id,
      locator: await facilityLocator(c),
    },
  });
});
