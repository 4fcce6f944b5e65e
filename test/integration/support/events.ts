/**
 * Shared by the charity event tests: API calls as a given user, a complete event, and the
 * fixtures for creators, volunteers, drafts and published events.
 */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { utcToLocal } from '../../../ui/shared/events/time';
import { reviewEvent } from '../../../worker/services/event-review';
import { HOSTS } from '../helpers';
import { createTestUser, type TestUser } from './accounts';

export const BASE = `${HOSTS.ru}/api/web/v1/charity-event`;
export const DAY = 24 * 3600_000;

export async function api(method: string, path: string, user: TestUser | null, body?: unknown, host = BASE) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await SELF.fetch(`${host}${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

export function completeEvent(overrides: Record<string, unknown> = {}) {
  const zone = 'Europe/Moscow';
  const start = Date.now() + 7 * DAY;
  return {
    title: 'Park cleanup',
    summary: 'Clean the park together',
    description: 'Gloves and bags provided.',
    category: 'cleanup',
    startsAt: utcToLocal(start, zone),
    endsAt: utcToLocal(start + 3 * 3600_000, zone),
    timeZone: zone,
    address: 'Gorky Park, main entrance',
    city: 'Moscow',
    lat: 55.7298,
    lng: 37.6019,
    capacity: 10,
    rewardPoints: 50,
    contactName: 'Anna',
    contactPhone: '+7 495 555-01-23',
    contactEmail: 'anna@example.org',
    ...overrides,
  };
}

export const creator = (name = 'Green Org') =>
  createTestUser({ roles: ['promotion_creator'], orgName: `${name} ${crypto.randomUUID().slice(0, 6)}` });
export const volunteer = () => createTestUser({ roles: ['volunteer'] });

export async function createDraft(owner: TestUser, body: Record<string, unknown> = completeEvent()) {
  const res = await api('POST', '', owner, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
}

export async function publishedEvent(owner: TestUser, body: Record<string, unknown> = completeEvent()) {
  const id = await createDraft(owner, body);
  {
    const r = await api('POST', `/${id}/send-to-review`, owner);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
  }
  expect(await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' })).toEqual({
    ok: true,
    status: 'published',
  });
  return id;
}
