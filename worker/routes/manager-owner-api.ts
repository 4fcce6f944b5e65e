/**
 * The owner's side of a review decision: GET /api/review/facility/:id and /api/review/charity-event/:id
 * answer the manager decisions on the caller organisation's own point or event (newest first), so a
 * declined or blocked point shows its comment to the owner (docs/decisions/029-review-console.md).
 * Anyone else gets 404, as for the point itself.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { listAuditForSubject, type AuditSubject } from '../data/audit';
import { requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';

export const managerOwnerApi = new Hono<AppEnv>();

const TABLES: Record<string, { subject: AuditSubject; table: string }> = {
  facility: { subject: 'facility', table: 'facilities' },
  'charity-event': { subject: 'charity_event', table: 'charity_events' },
};

managerOwnerApi.get('/:type{facility|charity-event}/:id', async (c) => {
  const user = requireUser(c);
  const target = TABLES[c.req.param('type')]!;
  const id = c.req.param('id');
  const row = await c.env.DB.prepare(`SELECT org_id FROM ${target.table} WHERE id = ?`)
    .bind(id)
    .first<{ org_id: string }>();
  if (!row || !user.orgId || row.org_id !== user.orgId) throw new AppError(404, 'not_found', 'errors.notFoundShort');
  const decisions = (await listAuditForSubject(c.env.DB, target.subject, id)).reverse();
  return c.json(
    {
      data: decisions.map((d) => ({
        action: d.action,
        from: d.from,
        to: d.to,
        comment: d.comment,
        createdAt: new Date(d.createdAt).toISOString(),
      })),
    },
    200,
    { 'cache-control': 'no-store' },
  );
});
