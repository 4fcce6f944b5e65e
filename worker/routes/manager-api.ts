/**
 * The review console's JSON API, mounted at /api/manager. Every call needs the manager
 * role: a guest gets 401, any other signed-in user 403 (worker/lib/auth.ts requireRole).
 * Reference: docs/api/manager.md.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { listRecentAudit } from '../data/audit';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { POINT_QUEUES, PAGE_SIZE, type FacilityQueue } from '../../ui/shared/manager-types';
import { OSM_ID } from '../data/osm-facilities';
import { decideClaim, type ClaimDecision } from '../services/review-claims';
import { reviewContext } from '../services/review-context';
import { eventDetail, facilityDetail, requestDetail } from '../services/review-details';
import { decideEvent } from '../services/review-events';
import { POINT_DECISIONS, decideFacility, type FacilityDecision } from '../services/review-facilities';
import {
  listEventsInReview,
  listPendingRequests,
  listFacilitiesIn,
  parseEdition,
  parsePage,
  queueCounts,
  toAuditRow,
} from '../services/review-queues';
import { approveRequest, declineRequest } from '../services/review-requests';

export const managerApi = new Hono<AppEnv>();

managerApi.use('*', async (c, next) => {
  requireRole(c, 'manager');
  await next();
});

const noStore = { 'cache-control': 'no-store' };
const manager = (c: Context<AppEnv>) => requireRole(c, 'manager');

async function body<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  let raw: unknown = {};
  const type = c.req.header('content-type') ?? '';
  try {
    raw = type.includes('application/json')
      ? await c.req.json()
      : type
        ? Object.fromEntries((await c.req.formData()).entries())
        : {};
  } catch {
    throw new AppError(400, 'invalid_json', 'manager.errors.invalidBody');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError(422, 'invalid_body', 'manager.errors.invalidBody');
  return parsed.data;
}

const text = z.string().max(2000);
const commentBody = z.object({ comment: text.optional() });

const filters = (c: Context<AppEnv>) => ({
  edition: parseEdition(c.req.query('edition')),
  page: parsePage(c.req.query('page')),
});

managerApi.get('/counts', async (c) =>
  c.json({ data: await queueCounts(c.env.DB, parseEdition(c.req.query('edition'))) }, 200, noStore),
);

managerApi.get('/audit', async (c) => {
  const page = parsePage(c.req.query('page'));
  const { items, total } = await listRecentAudit(c.env.DB, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return c.json({ data: items.map(toAuditRow), meta: { page, pageSize: PAGE_SIZE, total } }, 200, noStore);
});

// ---- Corporate registration requests ----
managerApi.get('/requests', async (c) => {
  const { edition, page } = filters(c);
  const { items, paging } = await listPendingRequests(c.env.DB, edition, page);
  return c.json({ data: items, meta: paging }, 200, noStore);
});

managerApi.get('/requests/:id', async (c) =>
  c.json({ data: await requestDetail(c.env.DB, c.req.param('id')) }, 200, noStore),
);

managerApi.post('/requests/:id/approve', async (c) => {
  const { roles } = await body(c, z.object({ roles: z.array(z.string().max(40)).min(1).max(5) }));
  const result = await approveRequest(reviewContext(c), {
    requestId: c.req.param('id'),
    managerId: manager(c).id,
    roles,
  });
  return c.json({ data: { status: 'approved', userId: result.userId, orgId: result.orgId } });
});

managerApi.post('/requests/:id/decline', async (c) => {
  const { reason } = await body(c, z.object({ reason: text }));
  await declineRequest(reviewContext(c), { requestId: c.req.param('id'), managerId: manager(c).id, reason });
  return c.json({ data: { status: 'declined' } });
});

// ---- Recycling points ----
managerApi.get('/points', async (c) => {
  const { edition, page } = filters(c);
  const requested = c.req.query('status') ?? 'checking';
  if (!(POINT_QUEUES as readonly string[]).includes(requested))
    throw new AppError(422, 'invalid_status', 'manager.errors.invalidBody');
  const { items, paging } = await listFacilitiesIn(c.env.DB, requested as FacilityQueue, edition, page);
  return c.json({ data: items, meta: paging }, 200, noStore);
});

managerApi.get('/points/:id', async (c) =>
  c.json({ data: await facilityDetail(c.env.DB, c.req.param('id'), c.get('locale')) }, 200, noStore),
);

managerApi.post('/points/:id/:decision{accept|decline|block|unblock}', async (c) => {
  const decision = c.req.param('decision') as FacilityDecision;
  if (!(POINT_DECISIONS as readonly string[]).includes(decision))
    throw new AppError(404, 'not_found', 'errors.notFoundShort');
  const { comment } = await body(c, commentBody);
  const result = await decideFacility(reviewContext(c), {
    facilityId: c.req.param('id'),
    managerId: manager(c).id,
    decision,
    comment: comment ?? '',
  });
  return c.json({ data: result });
});

// An owner's claim of an OpenStreetMap point: its own decision (docs/decisions/191-osm-claim-review.md).
managerApi.post('/points/:id/claims/:osmId/:decision{accept|refuse}', async (c) => {
  const osmId = c.req.param('osmId');
  if (!OSM_ID.test(osmId)) throw new AppError(404, 'claim_not_found', 'manager.errors.claimNotFound');
  const decision = c.req.param('decision') as ClaimDecision;
  const result = await decideClaim(c.env.DB, {
    facilityId: c.req.param('id'),
    osmId,
    managerId: manager(c).id,
    decision,
  });
  return c.json({ data: result });
});

// ---- Charity events ----
managerApi.get('/events', async (c) => {
  const { edition, page } = filters(c);
  const { items, paging } = await listEventsInReview(c.env.DB, edition, page);
  return c.json({ data: items, meta: paging }, 200, noStore);
});

managerApi.get('/events/:id', async (c) =>
  c.json({ data: await eventDetail(c.env.DB, c.req.param('id')) }, 200, noStore),
);

managerApi.post('/events/:id/:decision{publish|decline}', async (c) => {
  const decision = c.req.param('decision') as 'publish' | 'decline';
  const { comment } = await body(c, commentBody);
  const result = await decideEvent(reviewContext(c), {
    eventId: c.req.param('id'),
    managerId: manager(c).id,
    decision,
    comment: comment ?? '',
  });
  return c.json({ data: result });
});

// Anything else under /api/manager is a JSON 404 (after the role check: no probing without the role).
managerApi.all('*', () => {
  throw new AppError(404, 'not_found', 'errors.notFoundShort');
});
