import type { Context } from 'hono';
import type { EventCard } from '../../ui/shared/events/model';
import { listUpcomingEvents } from '../data/event-cards';
import type { AppEnv } from '../env';
import { edgePosition } from './edge-position';

/** How many upcoming events the home page shows (one row of cards on desktop). */
export const HOME_EVENTS = 3;

export interface HomeData {
  events: EventCard[];
}

/** Home (and /registration, drawn over home): the edition's next events, server-rendered. */
export async function loadHome(c: Context<AppEnv>): Promise<HomeData> {
  const events = await listUpcomingEvents(c.env.DB, c.get('edition').id, HOME_EVENTS, edgePosition(c));
  return { events };
}
