/**
 * Where the finder's map tiles come from (docs/decisions/217-a-map-the-deployment-owns.md,
 * docs/operations.md "Map tiles"). MAP_TILE_URL is one of:
 *  - "archive": the deployment's own raster PMTiles archive in R2, served at /tiles/… by the worker
 *    (worker/routes/map-tiles.ts); list only while the archive is not uploaded;
 *  - a provider's Leaflet template (`{key}` is filled from the MAP_TILE_KEY secret), or a path on
 *    this origin (the development stand-in, /dev/tiles);
 *  - '' (or unset): no map, list only.
 * The public OSM tile servers are refused: their policy forbids an application's heavy use. Each
 * source carries the credits its terms ask for (MAP_TILE_ATTRIBUTION, or derived from the source),
 * shown in the page's language; the CSP's img-src admits only the configured origin.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { MapCredit, MapTilesView } from '../../ui/shared/finder/map-tiles';
import { archiveInfo } from './tile-archive';

/** Credits a tile source may need: the locale key of its text and the page it links to. */
const CREDITS = {
  osm: { key: 'osm.attribution', href: 'https://www.openstreetmap.org/copyright' },
  maptiler: { key: 'map.credit.maptiler', href: 'https://www.maptiler.com/copyright/' },
  stadia: { key: 'map.credit.stadia', href: 'https://stadiamaps.com/' },
  openmaptiles: { key: 'map.credit.openmaptiles', href: 'https://openmaptiles.org/' },
  stamen: { key: 'map.credit.stamen', href: 'https://stamen.com/' },
  thunderforest: { key: 'map.credit.thunderforest', href: 'https://www.thunderforest.com/' },
} as const;
type CreditId = keyof typeof CREDITS;
const isCredit = (id: string): id is CreditId => Object.hasOwn(CREDITS, id);

/** The credits each known provider's terms ask for, by its tile host. */
function providerCredits(url: URL): CreditId[] | null {
  if (url.hostname === 'api.maptiler.com') return ['maptiler', 'osm'];
  if (url.hostname === 'tiles.stadiamaps.com')
    return url.pathname.includes('stamen_')
      ? ['stadia', 'stamen', 'openmaptiles', 'osm']
      : ['stadia', 'openmaptiles', 'osm'];
  if (url.hostname.endsWith('tile.thunderforest.com')) return ['thunderforest', 'osm'];
  // Stand-ins on this machine (the tests' closed port) draw nothing of anyone's.
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return ['osm'];
  return null;
}

/** tile.openstreetmap.org and its {s}. mirrors: volunteer-run, not for an application's traffic. */
const PUBLIC_OSM = /(^|\.)tile\.openstreetmap\.(org|de|fr)$/;

export type TileSource =
  | { kind: 'off'; reason?: string }
  | { kind: 'archive'; credits: CreditId[] }
  | { kind: 'url'; template: string; origin: string; credits: CreditId[] };

interface MapEnv {
  MAP_TILE_URL?: string;
  MAP_TILE_KEY?: string;
  MAP_TILE_ATTRIBUTION?: string;
}

const warned = new Set<string>();
function off(reason: string): TileSource {
  if (!warned.has(reason)) {
    warned.add(reason);
    console.warn(JSON.stringify({ level: 'warn', event: 'map_tiles_off', reason }));
  }
  return { kind: 'off', reason };
}

/** The configured tile source; a configuration that cannot be honoured turns the map off (logged once). */
export function tileSource(env: MapEnv): TileSource {
  const configured = (env.MAP_TILE_URL ?? '').trim();
  const listed = (env.MAP_TILE_ATTRIBUTION ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = listed.filter((id) => !isCredit(id));
  if (unknown.length) return off(`MAP_TILE_ATTRIBUTION names unknown credits: ${unknown.join(', ')}`);
  const override = listed.length ? (listed as CreditId[]) : null;
  if (!configured) return { kind: 'off' };
  if (configured === 'archive') return { kind: 'archive', credits: override ?? ['osm'] };
  if (configured.startsWith('/') && !configured.startsWith('//'))
    return { kind: 'url', template: configured, origin: "'self'", credits: override ?? ['osm'] };
  let url: URL;
  try {
    url = new URL(configured.replace('{s}.', 'a.'));
  } catch {
    return off('MAP_TILE_URL is neither "archive", a path nor a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return off('MAP_TILE_URL must be http(s)');
  if (PUBLIC_OSM.test(url.hostname))
    return off("MAP_TILE_URL points at OpenStreetMap's public tile servers, whose policy forbids an application's use");
  const credits = override ?? providerCredits(url);
  if (!credits) return off(`MAP_TILE_ATTRIBUTION must name the credits ${url.hostname} asks for`);
  let template = configured;
  if (template.includes('{key}')) {
    const key = env.MAP_TILE_KEY ?? '';
    if (!key) return off('MAP_TILE_URL has {key} but the MAP_TILE_KEY secret is not set');
    template = template.replaceAll('{key}', encodeURIComponent(key));
  }
  // {s} subdomains widen the CSP source to a wildcard of the parent domain.
  const origin = configured.includes('{s}.') ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin;
  return { kind: 'url', template, origin, credits };
}

/** CSP img-src source for the tiles: the provider's origin, else this origin ('self'). */
export function mapTileOrigin(c: Context): string {
  const source = tileSource(c.env as MapEnv);
  return source.kind === 'url' ? source.origin : "'self'";
}

/** What a page's map needs: its tile template ('' = list only), zoom limit and credits in the page's language. */
export async function mapTiles(c: Context<AppEnv>): Promise<MapTilesView> {
  const source = tileSource(c.env as MapEnv);
  const t = c.get('i18n');
  const credits = (ids: readonly CreditId[]): MapCredit[] =>
    ids.map((id) => ({ text: t.t(CREDITS[id].key), href: CREDITS[id].href }));
  if (source.kind === 'url') return { url: source.template, maxNativeZoom: 19, credits: credits(source.credits) };
  if (source.kind === 'archive') {
    const archive = await archiveInfo((c.env as { TILES?: R2Bucket }).TILES);
    if (archive)
      return {
        url: `/tiles/{z}/{x}/{y}.${archive.ext}`,
        maxNativeZoom: archive.header.maxZoom,
        credits: credits(source.credits),
      };
  }
  return { url: '', maxNativeZoom: 19, credits: [] };
}
