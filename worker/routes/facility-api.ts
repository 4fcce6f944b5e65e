/**
 * Recycling point API (docs/product.md §7 facility rows), mounted at /api/web/v1/facility. The two docs/product.md calls
 * keep their exact paths; list/read/create/update are this project's (docs/api/facility.md).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { FacilityForm } from '../../ui/shared/facility/model';
import { facilityWriteDocumentSchema, transitRequestSchema } from '../../ui/shared/facility/write-document';
import { parseFacilityDocument } from '../../ui/shared/facility/transport';
import type { AppEnv } from '../env';
import { getFacilityCatalogues } from '../data/catalogues';
import { listFacilitiesByOrg } from '../data/facilities';
import { OSM_ID } from '../data/osm-facilities';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { clientAddress, consumeAttempt, GEOCODE_SEARCHES } from '../services/rate-limit';
import { requestGeocoder } from '../services/facility-locator';
import { catalogueProblems, facilityResource, orgInfoFor } from '../services/facility-documents';
import {
  FacilityValidationError,
  createFacility,
  isOwner,
  loadVisibleFacility,
  removeFacilities,
  saveFacilityDraft,
  transitFacility,
  type FacilityActor,
} from '../services/facility-lifecycle';
import { facilityOpenApi } from '../openapi/facility-openapi';
import { readJson } from '../lib/read-json';

// Paths are written without the trailing slash: the app ignores it (worker/index.ts getPath), so
// the product description's `/facility/{id}/transit/` and `/facility/{id}/transit` both land here.
export const facilityApi = new Hono<AppEnv>();

function actorOf(c: Context<AppEnv>): FacilityActor {
  const user = requireRole(c, 'recyclingPointsCreator');
  return { userId: user.id, orgId: user.orgId, isManager: user.roles.includes('manager') };
}

function viewerOf(c: Context<AppEnv>): FacilityActor | null {
  const user = c.get('sessionUser');
  return user ? { userId: user.id, orgId: user.orgId, isManager: user.roles.includes('manager') } : null;
}

async function documentFor(c: Context<AppEnv>, id: string, viewer: FacilityActor | null) {
  const record = await loadVisibleFacility(c.env.DB, id, viewer);
  const [catalogues, org] = await Promise.all([
    getFacilityCatalogues(c.env.DB, c.get('locale')),
    orgInfoFor(c.env.DB, record.orgId),
  ]);
  return { data: facilityResource(record, catalogues, org, isOwner(record, viewer)) };
}

/** The write document → form model, with catalogue references checked (unknown ids would not round-trip). */
async function formFromBody(c: Context<AppEnv>): Promise<FacilityForm> {
  const parsed = facilityWriteDocumentSchema.safeParse(await readJson(c, 'facility.errors.invalidJson'));
  if (!parsed.success) {
    throw new FacilityValidationError(
      'invalid_facility',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: 'facility.validation.invalid' })),
    );
  }
  const form = parseFacilityDocument(parsed.data);
  const problems = catalogueProblems(form, await getFacilityCatalogues(c.env.DB, c.get('locale')));
  if (problems.length) throw new FacilityValidationError('invalid_facility', problems);
  return form;
}

facilityApi.get('/openapi.json', (c) => c.json(facilityOpenApi()));

/**
 * Address search for the point editor (ADR 200): owners only, on submit, through the configured
 * geocoder and its day-long cache; 404 when off, 503 when the provider fails.
 */
const geocodeQuery = z.string().trim().min(3).max(200);
facilityApi.get('/geocode', async (c) => {
  const user = requireRole(c, 'recyclingPointsCreator');
  const q = geocodeQuery.safeParse(c.req.query('q') ?? '');
  if (!q.success) throw new AppError(400, 'invalid_parameter', 'facility.locator.invalid');
  const coder = requestGeocoder(c);
  if (!coder) throw new AppError(404, 'geocoding_off', 'facility.locator.off');
  await consumeAttempt(
    c.env.DB,
    GEOCODE_SEARCHES,
    user.id,
    clientAddress((name) => c.req.header(name)),
  );
  const places = await coder.search(q.data, c.get('locale').slice(0, 2));
  if (!places) throw new AppError(503, 'geocoding_failed', 'facility.locator.error');
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: places });
});

facilityApi.get('/catalogues', async (c) => c.json({ data: await getFacilityCatalogues(c.env.DB, c.get('locale')) }));

/** The caller organisation's own points, every status (docs/product.md §2.1 /profile/recycling-points). */
facilityApi.get('/facility', async (c) => {
  const actor = actorOf(c);
  if (!actor.orgId) return c.json({ data: [], meta: { count: 0 } });
  const [records, catalogues, org] = await Promise.all([
    listFacilitiesByOrg(c.env.DB, actor.orgId),
    getFacilityCatalogues(c.env.DB, c.get('locale')),
    orgInfoFor(c.env.DB, actor.orgId),
  ]);
  return c.json({
    data: records.map((r) => facilityResource(r, catalogues, org, true)),
    meta: { count: records.length },
  });
});

const fromOsmQuery = z.string().regex(OSM_ID).optional();

facilityApi.post('/facility', async (c) => {
  const actor = actorOf(c);
  const form = await formFromBody(c);
  // Made from an OpenStreetMap point's prefilled editor: `?fromOsm=osm-node-123` records the claim.
  const claim = fromOsmQuery.safeParse(c.req.query('fromOsm'));
  if (!claim.success) throw new AppError(400, 'invalid_parameter', 'facility.errors.invalidFromOsm');
  const id = await createFacility(c.env.DB, actor, form, c.get('edition').id, claim.data ?? null);
  return c.json(await documentFor(c, id, actor), 201);
});

/** remove_operation (docs/product.md §7): empty body, ids in `id_set` (comma-separated for several). */
facilityApi.post('/facility/operation/remove_operation', async (c) => {
  const actor = actorOf(c);
  const ids = (c.req.query('id_set') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0 || ids.length > 50) throw new AppError(400, 'invalid_id_set', 'facility.errors.invalidIdSet');
  const deleted = await removeFacilities(c.env.DB, actor, [...new Set(ids)]);
  return c.json({ data: { deleted } });
});

facilityApi.get('/facility/:id', async (c) => c.json(await documentFor(c, c.req.param('id'), viewerOf(c))));

const update = async (c: Context<AppEnv>) => {
  const actor = actorOf(c);
  const id = c.req.param('id')!;
  const form = await formFromBody(c);
  await saveFacilityDraft(c.env.DB, actor, id, form);
  return c.json(await documentFor(c, id, actor));
};
facilityApi.put('/facility/:id', update);
facilityApi.patch('/facility/:id', update);

/** docs/product.md §7: body {transit, payload: {comment}}. */
facilityApi.post('/facility/:id/transit', async (c) => {
  const actor = actorOf(c);
  const parsed = transitRequestSchema.safeParse(await readJson(c, 'facility.errors.invalidJson'));
  if (!parsed.success) throw new AppError(400, 'invalid_transit_request', 'facility.errors.invalidTransitRequest');
  const id = c.req.param('id');
  await transitFacility(c.env.DB, actor, id, parsed.data.transit, parsed.data.payload.comment ?? '');
  return c.json(await documentFor(c, id, actor));
});
