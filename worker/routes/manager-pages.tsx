/**
 * The review console's pages with their loaders and form posts. The route table gives
 * every /manager path `access: { role: 'manager' }`, so the guard has already sent anyone else to
 * /404/ (GET and POST alike). Decisions post to the page (no JavaScript needed) and redirect back
 * to the queue with ?done=… (post/redirect/get); a refused decision re-renders with the reason.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { formatPhone } from '../../ui/shared/phone-format';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import {
  POINT_QUEUES,
  type DecisionEcho,
  type Flash,
  type ManagerPageData,
  type FacilityQueue,
} from '../../ui/shared/manager-types';
import { validateDecision, type Decision, type DecisionSubject } from '../../ui/shared/schemas/manager-decision';
import type { AppEnv } from '../env';
import { listRecentAudit } from '../data/audit';
import { decideIdentityChange, listPendingIdentityChanges } from '../data/org-identity-changes';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { renderPage } from '../render/render-page';
import { OSM_ID } from '../data/osm-facilities';
import { CLAIM_DECISIONS, decideClaim } from '../services/review-claims';
import { reviewContext } from '../services/review-context';
import { eventDetail, facilityDetail, requestDetail } from '../services/review-details';
import { shiftReviewRows } from '../../ui/shared/events/slot-lines';
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
import { trustCounts } from '../trust';

export const managerPages = new Hono<AppEnv>();

const DONE = [
  'approved',
  'declined',
  'accepted',
  'blocked',
  'unblocked',
  'published',
  'identityApproved',
  'identityDeclined',
  'claimAccepted',
  'claimRefused',
] as const;

function render(c: Context<AppEnv>, page: string, data: ManagerPageData, status: ContentfulStatusCode = 200) {
  return renderPage(c, { ...pageRoute(page), data, status });
}

function flashOf(c: Context<AppEnv>): Flash | null {
  const done = c.req.query('done');
  return done && (DONE as readonly string[]).includes(done) ? { tone: 'ok', key: done } : null;
}

const filters = (c: Context<AppEnv>) => ({
  edition: parseEdition(c.req.query('edition')),
  page: parsePage(c.req.query('page')),
});
const back = (c: Context<AppEnv>, path: string) =>
  c.redirect(localizedPath(c.get('edition'), c.get('locale'), path), 303);

/** A refused decision: the same detail page, with the localized reason and the error's status. */
function refused(c: Context<AppEnv>, error: unknown): Flash {
  if (!(error instanceof AppError)) throw error;
  return { tone: 'error', text: error.localize(c.get('i18n')) };
}

/**
 * The decision form's fields through its schema (shared with Conform in the browser). Refused:
 * the form's intent, field errors and values, to render on that form's fields (422).
 */
async function form(
  c: Context<AppEnv>,
  subject: DecisionSubject,
): Promise<{ ok: true; value: Decision } | { ok: false; echo: DecisionEcho }> {
  const body = await c.req.parseBody({ all: true });
  const checked = validateDecision(subject, body);
  if (checked.ok) return checked;
  // An intent no form of this page has: nothing to show on a field, the refusal as before.
  if (checked.errors.intent) throw new AppError(422, 'invalid_body', 'manager.errors.invalidBody');
  const list = (v: unknown) =>
    (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === 'string');
  return {
    ok: false,
    echo: {
      intent: list(body.intent)[0] ?? '',
      errors: checked.errors,
      values: { comment: (list(body.comment)[0] ?? '').slice(0, 2000), roles: list(body.roles) },
    },
  };
}

async function overview(c: Context<AppEnv>, flash: Flash | null, status: ContentfulStatusCode = 200) {
  const edition = parseEdition(c.req.query('edition'));
  const [counts, recent, trust, changes] = await Promise.all([
    queueCounts(c.env.DB, edition),
    listRecentAudit(c.env.DB, { limit: 10, offset: 0 }),
    trustCounts(c.env.DB),
    listPendingIdentityChanges(c.env.DB),
  ]);
  const identityChanges = changes.map((x) => ({
    id: x.id,
    createdAt: x.createdAt,
    requestedBy: x.requestedBy,
    current: x.current,
    requested: { name: x.name, fullName: x.fullName, tin: x.tin },
  }));
  return render(
    c,
    'managerOverview',
    { kind: 'overview', edition, counts, recent: recent.items.map(toAuditRow), trust, identityChanges, flash },
    status,
  );
}

managerPages.get(tablePath('/manager'), (c) => overview(c, flashOf(c)));

// ---- An organisation's new name, full name or tax id (docs/decisions/128) ----
const identityDecision = z.object({ intent: z.enum(['approve', 'decline']), comment: z.string().max(2000).optional() });

managerPages.post('/manager/org-changes/:id', async (c) => {
  const manager = requireRole(c, 'manager');
  const parsed = identityDecision.safeParse(await c.req.parseBody());
  if (!parsed.success)
    return overview(c, refused(c, new AppError(422, 'invalid_body', 'manager.errors.invalidBody')), 422);
  const approve = parsed.data.intent === 'approve';
  const orgId = await decideIdentityChange(
    c.env.DB,
    c.req.param('id'),
    manager.id,
    approve,
    parsed.data.comment?.trim() || null,
  );
  if (!orgId)
    return overview(c, refused(c, new AppError(409, 'already_decided', 'manager.errors.alreadyDecided')), 409);
  return back(c, `/manager?done=${approve ? 'identityApproved' : 'identityDeclined'}`);
});

// ---- Corporate requests ----
managerPages.get(tablePath('/manager/requests'), async (c) => {
  const { edition, page } = filters(c);
  const [counts, list] = await Promise.all([
    queueCounts(c.env.DB, edition),
    listPendingRequests(c.env.DB, edition, page),
  ]);
  return render(c, 'managerRequests', { kind: 'requests', edition, counts, ...list, flash: flashOf(c) });
});

managerPages.get(tablePath('/manager/requests/:id'), async (c) =>
  render(c, 'managerRequest', { ...(await requestDetail(c.env.DB, c.req.param('id'))), flash: null }),
);

managerPages.post(tablePath('/manager/requests/:id'), async (c) => {
  const manager = requireRole(c, 'manager');
  const id = c.req.param('id');
  try {
    const checked = await form(c, 'request');
    if (!checked.ok)
      return render(
        c,
        'managerRequest',
        { ...(await requestDetail(c.env.DB, id)), flash: null, decision: checked.echo },
        422,
      );
    const { intent, comment, roles } = checked.value;
    if (intent === 'approve') {
      await approveRequest(reviewContext(c), { requestId: id, managerId: manager.id, roles });
      return back(c, '/manager/requests?done=approved');
    }
    if (intent === 'decline') {
      await declineRequest(reviewContext(c), { requestId: id, managerId: manager.id, reason: comment });
      return back(c, '/manager/requests?done=declined');
    }
    throw new AppError(422, 'invalid_body', 'manager.errors.invalidBody');
  } catch (error) {
    const flash = refused(c, error);
    return render(
      c,
      'managerRequest',
      { ...(await requestDetail(c.env.DB, id)), flash },
      (error as AppError).status as ContentfulStatusCode,
    );
  }
});

// ---- Recycling points ----
managerPages.get(tablePath('/manager/points'), async (c) => {
  const { edition, page } = filters(c);
  const requested = c.req.query('status') ?? 'checking';
  const status: FacilityQueue = (POINT_QUEUES as readonly string[]).includes(requested)
    ? (requested as FacilityQueue)
    : 'checking';
  const [counts, list] = await Promise.all([
    queueCounts(c.env.DB, edition),
    listFacilitiesIn(c.env.DB, status, edition, page),
  ]);
  return render(c, 'managerFacilities', { kind: 'points', edition, status, counts, ...list, flash: flashOf(c) });
});

managerPages.get(tablePath('/manager/points/:id'), async (c) =>
  render(c, 'managerFacility', {
    ...(await facilityDetail(c.env.DB, c.req.param('id'), c.get('locale'))),
    flash: flashOf(c),
  }),
);

// An owner's claim of an OpenStreetMap point: accepted or refused on its own (docs/decisions/191-osm-claim-review.md).
const claimDecision = z.object({ intent: z.enum(CLAIM_DECISIONS) });

managerPages.post('/manager/points/:id/claims/:osmId', async (c) => {
  const manager = requireRole(c, 'manager');
  const id = c.req.param('id');
  try {
    const parsed = claimDecision.safeParse(await c.req.parseBody());
    if (!parsed.success) throw new AppError(422, 'invalid_body', 'manager.errors.invalidBody');
    const osmId = c.req.param('osmId');
    if (!OSM_ID.test(osmId)) throw new AppError(404, 'claim_not_found', 'manager.errors.claimNotFound');
    await decideClaim(c.env.DB, { facilityId: id, osmId, managerId: manager.id, decision: parsed.data.intent });
    return back(c, `/manager/points/${id}?done=${parsed.data.intent === 'accept' ? 'claimAccepted' : 'claimRefused'}`);
  } catch (error) {
    const flash = refused(c, error);
    return render(
      c,
      'managerFacility',
      { ...(await facilityDetail(c.env.DB, id, c.get('locale'))), flash },
      (error as AppError).status as ContentfulStatusCode,
    );
  }
});

const POINT_DONE: Record<FacilityDecision, string> = {
  accept: 'accepted',
  decline: 'declined',
  block: 'blocked',
  unblock: 'unblocked',
};

managerPages.post(tablePath('/manager/points/:id'), async (c) => {
  const manager = requireRole(c, 'manager');
  const id = c.req.param('id');
  try {
    const checked = await form(c, 'point');
    if (!checked.ok)
      return render(
        c,
        'managerFacility',
        { ...(await facilityDetail(c.env.DB, id, c.get('locale'))), flash: null, decision: checked.echo },
        422,
      );
    const { intent, comment } = checked.value;
    if (!(POINT_DECISIONS as readonly string[]).includes(intent))
      throw new AppError(422, 'invalid_body', 'manager.errors.invalidBody');
    const decision = intent as FacilityDecision;
    await decideFacility(reviewContext(c), { facilityId: id, managerId: manager.id, decision, comment });
    const queue =
      decision === 'block' ? '&status=blocked_by_moderator' : decision === 'unblock' ? '&status=accepted' : '';
    return back(c, `/manager/points?done=${POINT_DONE[decision]}${queue}`);
  } catch (error) {
    const flash = refused(c, error);
    return render(
      c,
      'managerFacility',
      { ...(await facilityDetail(c.env.DB, id, c.get('locale'))), flash },
      (error as AppError).status as ContentfulStatusCode,
    );
  }
});

// ---- Charity events ----
managerPages.get(tablePath('/manager/events'), async (c) => {
  const { edition, page } = filters(c);
  const [counts, list] = await Promise.all([
    queueCounts(c.env.DB, edition),
    listEventsInReview(c.env.DB, edition, page),
  ]);
  return render(c, 'managerEvents', { kind: 'events', edition, counts, ...list, flash: flashOf(c) });
});

/**
 * The event as the console shows it: the contact phone grouped as people read it ("+7 495 555 01 23"),
 * formatted here as on the public event page, so the page ships no phone metadata.
 */
async function shownEvent(c: Context<AppEnv>, db: D1Database, id: string) {
  const detail = await eventDetail(db, id);
  const phone = detail.event.contactPhone;
  // Roles and slots worded here, in the event's zone and the manager's language (ADR 221).
  const shiftRows = shiftReviewRows(c.get('i18n'), c.get('locale'), detail.event.timeZone ?? 'UTC', detail.shifts);
  const withRows = { ...detail, shiftRows };
  return phone ? { ...withRows, event: { ...detail.event, contactPhone: formatPhone(phone) } } : withRows;
}

managerPages.get(tablePath('/manager/events/:id'), async (c) =>
  render(c, 'managerEvent', { ...(await shownEvent(c, c.env.DB, c.req.param('id'))), flash: null }),
);

managerPages.post(tablePath('/manager/events/:id'), async (c) => {
  const manager = requireRole(c, 'manager');
  const id = c.req.param('id');
  try {
    const checked = await form(c, 'event');
    if (!checked.ok)
      return render(
        c,
        'managerEvent',
        { ...(await shownEvent(c, c.env.DB, id)), flash: null, decision: checked.echo },
        422,
      );
    const { intent, comment } = checked.value;
    if (intent !== 'publish' && intent !== 'decline')
      throw new AppError(422, 'invalid_body', 'manager.errors.invalidBody');
    await decideEvent(reviewContext(c), { eventId: id, managerId: manager.id, decision: intent, comment });
    return back(c, `/manager/events?done=${intent === 'publish' ? 'published' : 'declined'}`);
  } catch (error) {
    const flash = refused(c, error);
    return render(
      c,
      'managerEvent',
      { ...(await shownEvent(c, c.env.DB, id)), flash },
      (error as AppError).status as ContentfulStatusCode,
    );
  }
});
