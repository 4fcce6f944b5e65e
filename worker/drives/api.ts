/**
 * The collection drives' JSON API (docs/api/collection-drives.md), for the mobile app and scripts:
 * GET /api/v1/collection-drives/:id, POST / (create; `submit: true` sends it to review),
 * POST /:id/submit, POST /:id/amounts, POST /:id/review (managers). The pages post their own forms.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { validateAmounts, validateDrive } from '../../ui/shared/schemas/collection-drive';
import { findDrive } from './sql';
import type { AppEnv } from '../env';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { readJson } from '../lib/read-json';
import {
  createDrive,
  driveTakes,
  recordDriveAmounts,
  requireDriveOrganiser,
  reviewDrive,
  sendDriveToReview,
} from './rules';
import { drivePageView } from './views';

export const driveApi = new Hono<AppEnv>();

const ID = /^[0-9a-f-]{36}$/;
const noStore = { 'cache-control': 'private, no-store' };

/** The first field problem as the refusal's message (a schema message is `key` or `key|{params}`). */
function invalid(errors: Record<string, string[]>): never {
  const first = Object.values(errors)[0]?.[0] ?? 'drives.errors.invalidBody';
  const bar = first.indexOf('|');
  const params = bar < 0 ? undefined : (JSON.parse(first.slice(bar + 1)) as Record<string, string | number>);
  throw new AppError(422, 'invalid_body', bar < 0 ? first : first.slice(0, bar), params);
}

async function driveOr404(db: D1Database, id: string) {
  const d = ID.test(id) ? await findDrive(db, id) : null;
  if (!d) throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
  return d;
}

driveApi.get('/:id', async (c) => {
  const d = await driveOr404(c.env.DB, c.req.param('id'));
  const user = c.get('sessionUser');
  if (d.status !== 'accepted' && !(user && (user.roles.includes('manager') || user.orgId === d.orgId)))
    throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
  return c.json({ data: await drivePageView(c.env.DB, d, c.get('locale')) }, 200, noStore);
});

driveApi.post('/', async (c) => {
  const user = requireDriveOrganiser(c.get('sessionUser'));
  const body = await readJson(c, 'drives.errors.invalidBody');
  const checked = validateDrive(body);
  if (!checked.ok) invalid(checked.errors);
  const submit = (body as { submit?: unknown }).submit === true;
  const d = await createDrive(c.env.DB, user, c.get('edition').id, checked.value, submit);
  return c.json({ data: { id: d.id, status: d.status } }, 201, noStore);
});

driveApi.post('/:id/submit', async (c) => {
  const user = requireDriveOrganiser(c.get('sessionUser'));
  await sendDriveToReview(c.env.DB, user.orgId, c.req.param('id'));
  return c.json({ data: { status: 'checking' } }, 200, noStore);
});

driveApi.post('/:id/amounts', async (c) => {
  const user = requireDriveOrganiser(c.get('sessionUser'));
  const d = await driveOr404(c.env.DB, c.req.param('id'));
  const checked = validateAmounts(await readJson(c, 'drives.errors.invalidBody'), driveTakes(d));
  if (!checked.ok) invalid(checked.errors);
  await recordDriveAmounts(c.env.DB, user.orgId, d, checked.value);
  return c.json({ data: { amounts: checked.value } }, 200, noStore);
});

const Review = z.object({ decision: z.enum(['accept', 'decline']), comment: z.string().max(2000).default('') });

driveApi.post('/:id/review', async (c) => {
  const manager = requireRole(c, 'manager');
  const parsed = Review.safeParse(await readJson(c, 'drives.errors.invalidBody'));
  if (!parsed.success) throw new AppError(422, 'invalid_body', 'drives.errors.invalidBody');
  const to = await reviewDrive(c.env.DB, manager.id, c.req.param('id'), parsed.data.decision, parsed.data.comment);
  return c.json({ data: { status: to } }, 200, noStore);
});
