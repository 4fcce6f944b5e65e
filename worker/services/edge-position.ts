/**
 * The visitor's approximate position from the edge (`request.cf` latitude/longitude/country), used
 * instead of a paid IP geolocation service (docs/product.md §7 fallback). In development and tests, where
 * workerd has no real `cf`, the `x-dev-edge-position: LAT,LNG[,CC]` header or `dev-edge=` query
 * stands in for it, else the DEV_EDGE_POSITION var (.dev.vars, same form; unset: no edge position,
 * so the finder orders from the edition's main city, ADR 199); all are ignored in production (devToolsEnabled).
 */
import type { Context } from 'hono';
import { parseLatLng, type LatLng } from '../../ui/shared/finder/geo';
import { devToolsEnabled, type AppEnv } from '../env';

export interface EdgePosition extends LatLng {
  country: string | null;
}

export function edgePosition(c: Context<AppEnv>): EdgePosition | null {
  if (devToolsEnabled(c.get('vars'))) {
    const injected =
      c.req.header('x-dev-edge-position') ??
      c.req.query('dev-edge') ??
      (c.env as { DEV_EDGE_POSITION?: string }).DEV_EDGE_POSITION;
    if (injected) {
      const [lat, lng, country] = injected.split(',');
      const p = parseLatLng(`${lat},${lng}`);
      if (p) return { ...p, country: country?.trim().toUpperCase() || null };
    }
    // wrangler dev invents a `cf` (a fixed place in Texas): trusting it would order a Moscow
    // visitor's finder from New York. Locally only the injected position counts.
    return null;
  }
  const cf = (c.req.raw as Request & { cf?: { latitude?: string; longitude?: string; country?: string } }).cf;
  if (!cf?.latitude || !cf.longitude) return null;
  const p = parseLatLng(`${cf.latitude},${cf.longitude}`);
  return p ? { ...p, country: cf.country ?? null } : null;
}
