/**
 * Points people can trust (docs/points-trust.md): a visitor's report reaches the point's owners
 * live (and later in their daily digest, worker/trust/report-digest.ts) and the managers'
 * queue (an OpenStreetMap point's, the managers' queue only); owners and managers answer it; the reporter, when signed in, hears the outcome.
 */
import { CLOSED_REPORTS_THRESHOLD, DAY_MS, freshnessOf } from '../../ui/shared/facility/freshness';
import { ReportSchema, ResolveSchema } from '../../ui/shared/facility/report-schemas';
import {
  HONEYPOT_FIELD,
  type OwnerTrust,
  type FacilityTrust,
  type PublicFacilityTrust,
} from '../../ui/shared/facility/trust';
import { dateFormat } from '../../ui/shared/locale-format';
import { tagsStatement } from '../data/cache-versions';
import { OSM_ID } from '../data/osm-facilities';
import {
  insertReport,
  openReportsOfOrg,
  voicesOf,
  reportForResolve,
  resolveReportStatement,
  type ReportSource,
} from './sql';
import { sha256 } from '../data/tokens';
import { AppError } from '../lib/errors';
import { POINT_REPORTS, consumeClientFirst } from '../services/rate-limit';
import { deliver, notificationStatement, notifyOrganisation, type NotifyEnv } from '../services/notify';
import { liveFacilitySql } from '../data/public-facilities';

export interface ReportContext {
  env: NotifyEnv;
  userId: string | null;
  address: string;
  secret: string;
  /** Runs work after the response (ExecutionContext.waitUntil), or awaits it where there is none. */
  later(task: Promise<unknown>): void;
}

export class InvalidReport extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('invalid report');
  }
}

export interface ReportableFacility {
  id: string;
  source: ReportSource;
  /** The owners' organisation; null for an OpenStreetMap point (its reports go to the managers only). */
  orgId: string | null;
  /** As stored: '' for an unnamed OpenStreetMap point (pages say its kind). */
  name: string;
  osmKind?: string;
}

/**
 * A point visitors may report: an owner's point the public finder or page shows, or any imported
 * OpenStreetMap point (its page is public whether or not an owner's point replaced it).
 */
export async function reportableFacility(db: D1Database, id: string): Promise<ReportableFacility | null> {
  if (OSM_ID.test(id)) {
    const row = await db
      .prepare("SELECT COALESCE(NULLIF(name, ''), operator) AS name, kind FROM osm_facilities WHERE id = ?")
      .bind(id.slice(4))
      .first<{ name: string; kind: string }>();
    return row ? { id, source: 'osm', orgId: null, name: row.name, osmKind: row.kind } : null;
  }
  const row = await db
    .prepare(`SELECT id, org_id AS orgId, name FROM facilities WHERE id = ? AND ${liveFacilitySql('facilities')}`)
    .bind(id)
    .first<{ id: string; orgId: string; name: string }>();
  return row ? { ...row, source: 'facility' } : null;
}

/** A verified account at least this old is a person of its own; a younger one is just its network (ADR 193). */
const ESTABLISHED_ACCOUNT_MS = DAY_MS;

interface Reporter {
  /** Repeated clicks: the account when signed in, else the network. */
  visitor: string;
  /** Keyed hash of the network (an IPv4 address or an IPv6 /64; the address itself is never stored). */
  network: string;
  /** The account when verified and at least a day old; else null: it adds nothing beyond its network. */
  person: string | null;
}

/** Who reports, for the limits and for counting voices (docs/decisions/193-voices-per-network.md). */
async function reporterOf(
  db: D1Database,
  userId: string | null,
  network: string,
  secret: string,
  now: number,
): Promise<Reporter> {
  const networkKey = (await sha256(`point-report:${secret}:${network}`)).slice(0, 22);
  const established = userId
    ? await db
        .prepare('SELECT 1 AS x FROM users WHERE id = ? AND email_verified_at IS NOT NULL AND created_at <= ?')
        .bind(userId, now - ESTABLISHED_ACCOUNT_MS)
        .first()
    : null;
  return {
    visitor: userId ? `u:${userId}` : `a:${networkKey}`,
    network: `n:${networkKey}`,
    person: established ? `u:${userId}` : null,
  };
}

/**
 * Validates and stores a report. 404 for a point the public cannot see, InvalidReport for bad
 * fields, 429 over a limit. A filled honeypot is answered like success and stores nothing.
 */
export async function submitReport(
  ctx: ReportContext,
  facilityId: string,
  body: Record<string, unknown>,
): Promise<{ stored: boolean }> {
  const db = ctx.env.DB;
  const point = await reportableFacility(db, facilityId);
  if (!point) throw new AppError(404, 'facility_not_found', 'facility.errors.notFound');
  const parsed = ReportSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'kind');
      errors[field] ??= [];
      errors[field].push(issue.message.startsWith('trust.') ? issue.message : 'trust.errors.kind');
    }
    throw new InvalidReport(errors);
  }
  if (parsed.data[HONEYPOT_FIELD]) return { stored: false };
  const now = Date.now();
  const who = await reporterOf(db, ctx.userId, ctx.address, ctx.secret, now);
  // Per network and per account first (however many points), then per point (however many
  // visitors): a script cannot flood an owner, and one client cannot lock a point.
  await consumeClientFirst(db, POINT_REPORTS, point.id, ctx.userId ? [who.network, who.visitor] : [who.network], now);
  const report = {
    source: point.source,
    facilityId: point.id,
    kind: parsed.data.kind,
    comment: parsed.data.comment ?? '',
    reporterId: ctx.userId,
    visitorKey: who.visitor,
    networkKey: who.network,
    personKey: who.person,
  };
  const { inserted } = await insertReport(db, report, now);
  // An OpenStreetMap point has no owner: its reports wait in the managers' queue (/manager/trust).
  if (inserted && point.orgId) {
    ctx.later(
      notifyOrganisation(ctx.env, point.orgId, {
        kind: 'point-report',
        messageKey: 'notifications.messages.trustReportNew',
        params: { name: point.name },
        link: '/profile/recycling-points#reports',
      }),
    );
  }
  return { stored: inserted };
}

export interface TrustRow {
  checked_at: number;
  /** The "closed" reports' [network, person] pairs as JSON (voicesOf). */
  closed_reports: string | null;
}

/** What the point page shows (from facilityTrustStatement): "checked on DATE", stale, "reported closed". */
export function facilityTrustFrom(row: TrustRow | undefined, now = Date.now()): FacilityTrust | null {
  if (!row) return null;
  return {
    checkedAt: row.checked_at,
    freshness: freshnessOf(row.checked_at, now),
    reportedClosed: voicesOf(row.closed_reports) >= CLOSED_REPORTS_THRESHOLD,
  };
}

/** The point page's trust line with its date as the page's locale writes it, in the point's zone. */
export function withCheckedOn(
  trust: FacilityTrust | null,
  locale: string,
  timeZone: string,
): PublicFacilityTrust | null {
  return trust && { ...trust, checkedOn: dateFormat(locale, { dateStyle: 'long', timeZone }).format(trust.checkedAt) };
}

/** The owner's panel: open reports on the organisation's points and each public point's last check. */
export async function ownerTrust(db: D1Database, orgId: string, now = Date.now()): Promise<OwnerTrust> {
  const [reports, points] = await Promise.all([
    openReportsOfOrg(db, orgId),
    db
      .prepare(
        `SELECT id, name, COALESCE(checked_at, created_at) AS checkedAt FROM facilities WHERE org_id = ? AND ${liveFacilitySql('facilities')} ORDER BY checkedAt LIMIT 200`,
      )
      .bind(orgId)
      .all<{ id: string; name: string; checkedAt: number }>(),
  ]);
  return { reports, points: points.results.map((p) => ({ ...p, freshness: freshnessOf(p.checkedAt, now) })), now };
}

export interface Resolver {
  userId: string;
  orgId: string | null;
  isManager: boolean;
}

/**
 * Closes a report as fixed (the point was edited) or dismissed (with a reason), by the point's
 * owner or a manager, once; the reporter, if signed in, is told. 404 for anyone else.
 */
export async function resolveReport(
  env: NotifyEnv,
  actor: Resolver,
  reportId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const report = await reportForResolve(env.DB, reportId);
  if (!report || !(actor.isManager || (actor.orgId && actor.orgId === report.orgId)))
    throw new AppError(404, 'report_not_found', 'trust.errors.reportNotFound');
  const parsed = ResolveSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError(
      422,
      'invalid_body',
      parsed.error.issues[0]?.message.startsWith('trust.') ? parsed.error.issues[0].message : 'trust.errors.resolution',
    );
  const { resolution, reason = '' } = parsed.data;
  if (resolution === 'dismissed' && !reason) throw new AppError(422, 'reason_required', 'trust.errors.reasonRequired');
  const statements = [
    resolveReportStatement(
      env.DB,
      report.source,
      report.id,
      resolution,
      resolution === 'dismissed' ? reason : '',
      actor.userId,
    ),
    // The answer can take "reported closed, being checked" off the point's page: a new cache key for it (if this answer won).
    tagsStatement(env.DB, [`p:${report.facilityId}`]),
  ];
  const told = report.reporterId
    ? notificationStatement(env.DB, {
        userId: report.reporterId,
        kind: 'point-report',
        messageKey:
          resolution === 'fixed'
            ? 'notifications.messages.trustReportFixed'
            : 'notifications.messages.trustReportDismissed',
        params: { name: report.name, reason },
        link: `/recycling-points/${report.facilityId}`,
      })
    : null;
  if (told) statements.push(told.statement);
  const [update] = await env.DB.batch(statements);
  // A second answer lost the race: its news row goes too, so the reporter hears one outcome.
  if (update!.meta.changes !== 1) {
    if (told) await env.DB.prepare('DELETE FROM notifications WHERE id = ?').bind(told.item.id).run();
    throw new AppError(409, 'report_already_resolved', 'trust.errors.alreadyResolved');
  }
  if (told && report.reporterId) await deliver(env, report.reporterId, told.item);
}
