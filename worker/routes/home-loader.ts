import type { Context } from 'hono';
import type { EventCard } from '../../ui/shared/events/model';
import { listUpcomingEvents } from '../data/events';
import type { AppEnv } from '../env';

/** How many upcoming events the home page shows (one row of cards on desktop). */
export const HOME_EVENTS = 3;

export interface HomeData {
  events: EventCard[];
}

/** The visitor's approximate position from Cloudflare's request metadata, when the edge knows it. */
export function visitorPosition(request: Request): { lat: number; lng: number } | null {
  const cf = (request as Request & { cf?: { latitude?: unknown; longitude?: unknown } }).cf;
  const lat = Number(cf?.latitude);
  const lng = Number(cf?.longitude);
  if (cf?.latitude === undefined || cf?.longitude === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Home (and /registration, drawn over home): the edition's next events, server-rendered. */
export async function loadHome(c: Context<AppEnv>): Promise<HomeData> {
  const events = await listUpcomingEvents(c.env.DB, c.get('edition').id, HOME_EVENTS, visitorPosition(c.req.raw));
  return { events };
}
