/**
 * Points people can trust (docs/points-trust.md): the visitor's "Report a problem" post (a page
 * without JavaScript, JSON for the enhanced form), the reminder's one-click "still correct" link,
 * the owner's answers in the profile and the managers' queues. Every action checks its permission
 * here; the route table's guards only send strangers away from /profile and /manager pages.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import { STALE_AFTER_MS } from '../../ui/shared/facility/freshness';
import type { FacilityReportPageData, StillCorrectPageData } from '../../ui/shared/facility/trust';
import type { ManagerTrustData } from '../../ui/pages/manager/trust-types';
import type { AppEnv } from '../env';
import { confirmFacility, openReportsPage, staleFacilitiesPage } from './sql';
import { publicFacilitySql } from '../data/public-facilities';
import { requireRole, requireUser } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { clientAddress } from '../services/rate-limit';
import { renderPage } from '../render/render-page';
import {
  InvalidReport,
  reportableFacility,
  resolveReport,
  submitReport,
  type ReportableFacility,
  type ReportContext,
} from './rules';
import { linkFields, useConfirmLink, checkConfirmLink } from './confirm-link';
import { readFormBody } from '../lib/read-json';
import { liveFacilitySql } from '../data/public-facilities';

export const trustPages = new Hono<AppEnv>();

const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');
const back = (c: Context<AppEnv>, path: string) =>
  c.redirect(localizedPath(c.get('edition'), c.get('locale'), path), 303);

function reportContext(c: Context<AppEnv>): ReportContext {
  return {
    env: c.env,
    userId: c.get('sessionUser')?.id ?? null,
    address: clientAddress((name) => c.req.header(name)),
    secret: c.get('vars').keys.current,
    later: (task) => {
      const guarded = task.catch((error) => console.warn('point report notification failed', String(error)));
      try {
        c.executionCtx.waitUntil(guarded);
      } catch {
        // No execution context (some test harnesses): the task still runs to completion.
      }
    },
  };
}

// ---- The visitor's report ----
const renderReport = (c: Context<AppEnv>, data: FacilityReportPageData, status: ContentfulStatusCode = 200) =>
  renderPage(c, { ...pageRoute('facilityReport'), data, status });

/** The result page's point: its name (an unnamed OpenStreetMap point: its kind), and whether it is one. */
function shownFacility(
  c: Context<AppEnv>,
  point: ReportableFacility | null,
): Pick<FacilityReportPageData, 'facilityName' | 'osm'> {
  if (!point) return { facilityName: '' };
  const name = point.name || (point.osmKind ? c.get('i18n').t(`osm.kind.${point.osmKind}`) : '');
  return point.source === 'osm' ? { facilityName: name, osm: true } : { facilityName: name };
}

trustPages.get(tablePath('/recycling-points/:id/report'), async (c) => {
  const point = await reportableFacility(c.env.DB, c.req.param('id'));
  if (!point) notFound();
  return renderReport(c, {
    facilityId: c.req.param('id'),
    ...shownFacility(c, point),
    outcome: 'form',
    errors: {},
    values: {},
  });
});

trustPages.post(tablePath('/recycling-points/:id/report'), async (c) => {
  const id = c.req.param('id');
  const body = await readFormBody(c);
  const values = {
    kind: typeof body.kind === 'string' ? body.kind.slice(0, 40) : '',
    comment: typeof body.comment === 'string' ? body.comment.slice(0, 600) : '',
  };
  const json = wantsJson(c);
  const shown = async () => shownFacility(c, await reportableFacility(c.env.DB, id));
  try {
    await submitReport(reportContext(c), id, body);
  } catch (error) {
    if (error instanceof InvalidReport) {
      const t = c.get('i18n').t;
      if (json)
        return c.json(
          {
            error: {
              code: 'invalid_form',
              message: t('trust.errors.invalid'),
              fields: Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.map((m) => t(m))])),
            },
          },
          400,
        );
      return renderReport(
        c,
        { facilityId: id, ...(await shown()), outcome: 'invalid', errors: error.errors, values },
        400,
      );
    }
    if (!json && error instanceof AppError && error.status === 429) {
      if (error.retryAfter) c.header('retry-after', String(error.retryAfter));
      return renderReport(c, { facilityId: id, ...(await shown()), outcome: 'rate-limited', values }, 429);
    }
    throw error;
  }
  // The same answer whether stored, a repeat, or a bot's honeypot: nothing to learn from it.
  if (json) return c.json({ data: { outcome: 'sent' } }, 201);
  return renderReport(c, { facilityId: id, ...(await shown()), outcome: 'sent' });
});

// ---- The reminder's one-click "still correct" link ----
const renderStill = (c: Context<AppEnv>, data: StillCorrectPageData) => {
  const status: Record<StillCorrectPageData['state'], ContentfulStatusCode> = {
    ask: 200,
    done: 200,
    expired: 410,
    used: 410,
    invalid: 400,
    'other-user': 403,
  };
  return renderPage(c, { ...pageRoute('facilityStillCorrect'), data, status: status[data.state] });
};

/**
 * The point's name as the public may see it: the page answers anyone who has the id (signed out
 * too), so a draft, declined or blocked point is not named here.
 */
async function nameOf(db: D1Database, id: string): Promise<string> {
  return (
    (
      await db
        .prepare(`SELECT name FROM facilities f WHERE f.id = ? AND ${publicFacilitySql('f')}`)
        .bind(id)
        .first<{ name: string }>()
    )?.name ?? ''
  );
}

trustPages.get(tablePath('/recycling-points/:id/still-correct'), async (c) => {
  const id = c.req.param('id');
  const fields = linkFields(c.req.query());
  const state = await checkConfirmLink(c.env.DB, c.get('vars').keys, id, fields, c.get('sessionUser')?.id ?? null);
  return renderStill(c, {
    state,
    facilityId: id,
    facilityName: await nameOf(c.env.DB, id),
    ...(state === 'ask' && fields ? { link: fields } : {}),
  });
});

trustPages.post(tablePath('/recycling-points/:id/still-correct'), async (c) => {
  const id = c.req.param('id');
  const state = await useConfirmLink(
    c.env.DB,
    c.get('vars').keys,
    id,
    linkFields(await readFormBody(c)),
    c.get('sessionUser')?.id ?? null,
  );
  return renderStill(c, { state, facilityId: id, facilityName: await nameOf(c.env.DB, id) });
});

// ---- The owner, in the profile ----
const resolverOf = (c: Context<AppEnv>) => {
  const user = requireUser(c);
  return { userId: user.id, orgId: user.orgId, isManager: user.roles.includes('manager') };
};

trustPages.post('/profile/recycling-points/reports/:reportId', async (c) => {
  await resolveReport(c.env, resolverOf(c), c.req.param('reportId'), await readFormBody(c));
  return back(c, '/profile/recycling-points?notice=reportResolved#reports');
});

trustPages.post('/profile/recycling-points/:id/still-correct', async (c) => {
  const user = requireUser(c);
  const own = await c.env.DB.prepare(
    `SELECT 1 AS x FROM facilities WHERE id = ? AND org_id = ? AND ${liveFacilitySql('facilities')}`,
  )
    .bind(c.req.param('id'), user.orgId ?? '')
    .first();
  if (!own) throw new AppError(404, 'facility_not_found', 'facility.errors.notFound');
  await confirmFacility(c.env.DB, { facilityId: c.req.param('id'), actorId: user.id, source: 'owner' });
  return back(c, '/profile/recycling-points?notice=facilityConfirmed#reports');
});

// ---- The managers' queues ----
const QUEUE_SIZE = 20;

trustPages.get(tablePath('/manager/trust'), async (c) => {
  requireRole(c, 'manager');
  const queue = c.req.query('queue') === 'stale' ? 'stale' : 'reports';
  const order = c.req.query('sort') === 'newest' ? 'newest' : 'oldest';
  const page = Math.min(Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1), 10_000);
  const offset = (page - 1) * QUEUE_SIZE;
  const now = Date.now();
  const [reports, stale] = await Promise.all([
    openReportsPage(c.env.DB, order, queue === 'reports' ? QUEUE_SIZE : 0, queue === 'reports' ? offset : 0),
    staleFacilitiesPage(
      c.env.DB,
      now - STALE_AFTER_MS,
      order,
      queue === 'stale' ? QUEUE_SIZE : 0,
      queue === 'stale' ? offset : 0,
    ),
  ]);
  const done = c.req.query('done');
  const data: ManagerTrustData = {
    kind: 'trust',
    queue,
    order,
    page,
    pageSize: QUEUE_SIZE,
    now,
    reports: reports.rows,
    stale: stale.rows,
    counts: { reports: reports.total, stale: stale.total },
    done: done === 'resolved' || done === 'checked' ? done : null,
  };
  return renderPage(c, { ...pageRoute('managerTrust'), data });
});

trustPages.post('/manager/trust/reports/:reportId', async (c) => {
  requireRole(c, 'manager');
  await resolveReport(c.env, resolverOf(c), c.req.param('reportId'), await readFormBody(c));
  return back(c, '/manager/trust?done=resolved');
});

trustPages.post('/manager/trust/points/:id/check', async (c) => {
  const manager = requireRole(c, 'manager');
  const exists = await c.env.DB.prepare('SELECT 1 AS x FROM facilities WHERE id = ? AND deleted_at IS NULL')
    .bind(c.req.param('id'))
    .first();
  if (!exists) throw new AppError(404, 'facility_not_found', 'facility.errors.notFound');
  await confirmFacility(c.env.DB, { facilityId: c.req.param('id'), actorId: manager.id, source: 'manager' });
  return back(c, '/manager/trust?queue=stale&done=checked');
});
