import { describe, expect, it } from 'vitest';
import { HOME_EVENTS } from '../../worker/services/home';
import { getPage, HOSTS } from './helpers';
import { completeEvent, creator, DAY, publishedEvent } from './support/events';
import { utcToLocal } from '../../ui/shared/events/time';

/**
 * The home page's upcoming events (ADR 110): server-rendered, nearest first when the
 * visitor's position is known (edge position; locally the x-dev-edge-position header), soonest
 * first otherwise and between events at the same distance; events without coordinates after the
 * located ones; the empty state only when the edition has none. This file's storage is its own,
 * so the ru edition holds exactly the events published here and the international one none.
 */
const KALININGRAD = { lat: 54.7104, lng: 20.4522 };
const VLADIVOSTOK = { lat: 43.1155, lng: 131.8855 };
const ZONE = 'Europe/Moscow';
const unique = () => crypto.randomUUID().slice(0, 8);

/** A published ru event starting `inDays` from now, at `place` (or without coordinates). */
async function publish(title: string, inDays: number, place: { lat: number; lng: number } | null) {
  const day = utcToLocal(Date.now() + inDays * DAY, ZONE).slice(0, 10);
  const coords = place ? { lat: place.lat, lng: place.lng } : { lat: undefined, lng: undefined };
  return publishedEvent(
    await creator(),
    completeEvent({ title, timeZone: ZONE, startsAt: `${day}T11:00`, endsAt: `${day}T14:00`, city: title, ...coords }),
  );
}

/** The event ids of the home page's list, in the order they are rendered (server HTML, no script). */
async function homeOrder(url: string, position?: { lat: number; lng: number }): Promise<string[]> {
  const res = await getPage(
    url,
    position ? { headers: { 'x-dev-edge-position': `${position.lat},${position.lng},RU` } } : {},
  );
  expect(res.status).toBe(200);
  const html = await res.text();
  const list = /data-testid="home-events-list"[\s\S]*?<\/ul>/.exec(html)?.[0];
  expect(list, 'the home page has no events list').toBeTruthy();
  expect(html).not.toContain('data-testid="home-events-empty"');
  return [...new Set([...list!.matchAll(/\/charity-event\/([\w-]+)/g)].map((m) => m[1]!))];
}

describe('home page upcoming events', () => {
  it('shows the empty state when the edition has no upcoming events, and only then', async () => {
    const html = await (await getPage(`${HOSTS.intl}/?v=${unique()}`)).text();
    expect(html).toContain('data-testid="home-events-empty"');
    expect(html).not.toContain('data-testid="home-events-list"');
  });

  it('orders by distance from the visitor when the position is known, by date otherwise', async () => {
    expect(HOME_EVENTS).toBe(3); // the expectations below show three of the four events
    const unlocated = await publish('Online lecture', 1, null);
    const vladivostok = await publish('Vladivostok', 3, VLADIVOSTOK);
    const kaliningradSooner = await publish('Kaliningrad A', 5, KALININGRAD);
    const kaliningradLater = await publish('Kaliningrad B', 8, KALININGRAD);

    // Unknown position: soonest first, the event without coordinates included.
    expect(await homeOrder(`${HOSTS.ru}/?v=${unique()}`)).toEqual([unlocated, vladivostok, kaliningradSooner]);

    // Same URL from two places (the edge cache keys home by position, so neither sees the other's copy).
    const url = `${HOSTS.ru}/?v=${unique()}`;
    // Nearest first; the two Kaliningrad events are equally near, so the sooner leads; the event
    // without coordinates comes after every located one (here past the three shown).
    expect(await homeOrder(url, KALININGRAD)).toEqual([kaliningradSooner, kaliningradLater, vladivostok]);
    expect(await homeOrder(url, VLADIVOSTOK)).toEqual([vladivostok, kaliningradSooner, kaliningradLater]);
    // ...and again from Kaliningrad: a cached copy is still the Kaliningrad one.
    expect(await homeOrder(url, KALININGRAD)).toEqual([kaliningradSooner, kaliningradLater, vladivostok]);

    // The Russian edition's events do not fill the international home.
    const intl = await (await getPage(`${HOSTS.intl}/?v=${unique()}`)).text();
    expect(intl).toContain('data-testid="home-events-empty"');
  });
});
