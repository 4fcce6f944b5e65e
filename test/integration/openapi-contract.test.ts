import { SELF } from 'cloudflare:test';
import { Validator, type Schema } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { owner, facilityIn } from './facility-support';
import { HOSTS } from './helpers';
import { api, creator, publishedEvent, volunteer } from './support/events';

/**
 * / ADR 107: the served OpenAPI document's read schemas validate the worker's real
 * answers (a validator that runs in workerd: no code generation).
 */
interface Doc {
  paths: Record<
    string,
    Record<string, { operationId?: string; tags?: string[]; responses?: Record<string, unknown> } | unknown>
  >;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string }> };
}
async function doc(): Promise<Doc> {
  const res = await SELF.fetch(`${HOSTS.ru}/api/web/v1/facility/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

function check(d: Doc, schemaName: string, value: unknown) {
  const result = new Validator(d.components.schemas[schemaName]!, '2020-12', false).validate(value);
  expect(
    result.errors.map((e) => `${e.instanceLocation} ${e.error}`),
    schemaName,
  ).toEqual([]);
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('OpenAPI document', () => {
  it('every operation has an operationId and tags; cookie and bearer schemes are declared', async () => {
    const d = await doc();
    const ids: string[] = [];
    for (const [path, item] of Object.entries(d.paths)) {
      for (const method of METHODS) {
        const op = item[method] as { operationId?: string; tags?: string[] } | undefined;
        if (!op) continue;
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-zA-Z]+$/);
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        ids.push(op.operationId!);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(d.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'session' });
    expect(d.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(d.paths)).toEqual(
      expect.arrayContaining([
        '/api/web/v1/charity-event',
        '/api/web/v1/charity-event/{id}',
        '/api/v1/recycling-points',
      ]),
    );
    const finder = d.paths['/api/v1/recycling-points']!.get as {
      operationId: string;
      tags: string[];
      responses: Record<string, unknown>;
      parameters: { name: string }[];
    };
    expect(finder).toMatchObject({ operationId: 'findRecyclingPoints', tags: ['finder'] });
    expect(finder.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['near', 'q', 'material', 'open', 'limit', 'offset']),
    );
    expect(finder.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/FinderFacilityList' } } },
    });
    expect(finder.responses['400']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });
});

describe('real answers match the read schemas', () => {
  it('a point as its owner sees it (with meta) and as a guest sees it; the owner list', async () => {
    const d = await doc();
    const o = await owner();
    const id = await facilityIn(o, 'accepted');
    const asOwner = await SELF.fetch(`${HOSTS.ru}/api/web/v1/facility/facility/${id}/`, {
      headers: { cookie: o.cookie, accept: 'application/json' },
    });
    expect(asOwner.status).toBe(200);
    const owned = (await asOwner.json()) as { data: { meta?: unknown } };
    expect(owned.data.meta).toBeDefined();
    check(d, 'FacilityReadDocument', owned);
    const asGuest = await SELF.fetch(`${HOSTS.ru}/api/web/v1/facility/facility/${id}/`, {
      headers: { accept: 'application/json' },
    });
    check(d, 'FacilityReadDocument', await asGuest.json());
    const list = await SELF.fetch(`${HOSTS.ru}/api/web/v1/facility/facility/`, {
      headers: { cookie: o.cookie, accept: 'application/json' },
    });
    check(d, 'FacilityListDocument', await list.json());
  });

  it('the events list and an event, as a guest, a volunteer and the organiser', async () => {
    const d = await doc();
    const organiser = await creator();
    const id = await publishedEvent(organiser);
    check(d, 'CharityEventList', (await api('GET', '', null)).json);
    check(d, 'CharityEventView', (await api('GET', `/${id}`, null)).json);
    check(d, 'CharityEventView', (await api('GET', `/${id}`, await volunteer())).json);
    check(d, 'CharityEventView', (await api('GET', `/${id}`, organiser)).json);
  });

  it('the public finder, with and without near, and its 400', async () => {
    const d = await doc();
    const id = await facilityIn(await owner(), 'accepted');
    const finder = (query: string) =>
      SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points${query}`, { headers: { accept: 'application/json' } });
    type Answer = { data: { id: string; distanceM?: number }[]; total: number };
    const plain = (await (await finder('?limit=1000')).json()) as Answer;
    expect(plain.data.map((p) => p.id)).toContain(id);
    expect(plain.data.every((p) => p.distanceM === undefined)).toBe(true);
    check(d, 'FinderFacilityList', plain);
    const near = (await (await finder('?near=55.7558,37.6173&limit=1000')).json()) as Answer;
    expect(near.data.length).toBeGreaterThan(0);
    expect(near.data.every((p) => typeof p.distanceM === 'number')).toBe(true);
    check(d, 'FinderFacilityList', near);
    check(d, 'FinderFacilityList', await (await finder('?near=55.7558,37.6173&open=now&limit=5&offset=1')).json());
    const bad = await finder('?limit=0');
    expect(bad.status).toBe(400);
    check(d, 'Error', await bad.json());
    // Strict enough: a negative distance or a missing `open` is refused.
    const first = near.data[0] as Record<string, unknown>;
    const { open: _open, ...withoutOpen } = first;
    expect(
      new Validator(d.components.schemas.FinderFacilityList!, '2020-12', false).validate({
        data: [{ ...first, distanceM: -1 }],
        total: 1,
      }).valid,
    ).toBe(false);
    expect(
      new Validator(d.components.schemas.FinderFacilityList!, '2020-12', false).validate({
        data: [withoutOpen],
        total: 1,
      }).valid,
    ).toBe(false);
  });

  it('the schemas are strict enough to catch a wrong answer', async () => {
    const d = await doc();
    const o = await owner();
    const id = await facilityIn(o, 'accepted');
    const real = (await (
      await SELF.fetch(`${HOSTS.ru}/api/web/v1/facility/facility/${id}/`, { headers: { accept: 'application/json' } })
    ).json()) as { data: { attributes: Record<string, unknown> } };
    const broken = {
      data: {
        ...real.data,
        attributes: { ...real.data.attributes, point: { type: 'Point', coordinates: ['37', 55] } },
      },
    };
    const result = new Validator(d.components.schemas.FacilityReadDocument!, '2020-12', false).validate(broken);
    expect(result.valid).toBe(false);
  });
});
