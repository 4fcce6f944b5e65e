/**
 * Collection drives' pages (docs/product.md "Collection drives"): the public page (a record after
 * the end, with the amounts), the organiser's page (the form, sending to review, the amounts) and
 * the review console's queue. Forms post to their page and work without JavaScript
 * (post/redirect/get; a refused form re-renders with its errors).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { EDITION_TIME_ZONES } from '../../editions/time-zones';
import type { ManagerDrivesPageData, ProfileDrivesPageData } from '../../ui/shared/drives/pages';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import { validateAmounts, validateDrive } from '../../ui/shared/schemas/collection-drive';
import type { FieldErrors } from '../../ui/shared/schemas/form-fields';
import { drivesInReview, findDrive, orgDrives } from './sql';
import type { AppEnv } from '../env';
import { requireRole } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { ownEditionUrl } from '../lib/public-origin';
import { renderPage } from '../render/render-page';
import {
  createDrive,
  driveTakes,
  recordDriveAmounts,
  requireDriveOrganiser,
  reviewDrive,
  sendDriveToReview,
} from './rules';
import { drivePageView, organiserRow, takeNames } from './views';
import { materialNames } from '../services/item-guide-view';

export const drivePages = new Hono<AppEnv>();

const ID = /^[0-9a-f-]{36}$/;
const back = (c: Context<AppEnv>, path: string) =>
  c.redirect(localizedPath(c.get('edition'), c.get('locale'), path), 303);

/** A public drive (accepted) for anyone; one in draft, review or declined only for its organisation and managers. */
drivePages.get(tablePath('/collection-drives/:id'), async (c) => {
  const id = c.req.param('id');
  const d = ID.test(id) ? await findDrive(c.env.DB, id) : null;
  const user = c.get('sessionUser');
  const mayPreview = user && (user.roles.includes('manager') || user.orgId === d?.orgId);
  if (!d || (d.status !== 'accepted' && !mayPreview)) notFound();
  // A drive belongs to its edition, as an event does: on another edition's host it is a 301 there.
  const elsewhere = ownEditionUrl(c, d.edition, `/collection-drives/${d.id}`);
  if (elsewhere) return c.redirect(elsewhere, 301);
  const drive = await drivePageView(c.env.DB, d, c.get('locale'));
  return renderPage(c, { ...pageRoute('collectionDrive'), data: { drive } });
});

async function organiserPage(
  c: Context<AppEnv>,
  extra: Partial<ProfileDrivesPageData> = {},
  status: ContentfulStatusCode = 200,
) {
  const user = requireDriveOrganiser(c.get('sessionUser'));
  const locale = c.get('locale');
  const now = Date.now();
  const [rows, names, materials, events] = await Promise.all([
    orgDrives(c.env.DB, user.orgId),
    takeNames(c.env.DB, locale),
    materialNames(c.env.DB, locale),
    c.env.DB.prepare(
      "SELECT id, title FROM charity_events WHERE org_id = ? AND status IN ('published', 'checking', 'draft') ORDER BY starts_at DESC LIMIT 50",
    )
      .bind(user.orgId)
      .all<{ id: string; title: string }>(),
  ]);
  const flash = c.req.query('done');
  const data: ProfileDrivesPageData = {
    drives: rows.map((d) => organiserRow(d, names, now)),
    materials: [...materials].map(([slug, name]) => ({ slug, name })),
    zones: [...EDITION_TIME_ZONES[c.get('edition').id]],
    events: events.results,
    values: null,
    errors: null,
    flash: flash && /^(created|submitted|amounts)$/.test(flash) ? flash : null,
    ...extra,
  };
  return renderPage(c, { ...pageRoute('profileCollectionDrives'), data, status });
}

drivePages.get(tablePath('/profile/collection-drives'), (c) => organiserPage(c));

const Intent = z.object({ intent: z.enum(['create', 'draft', 'submit', 'amounts']), id: z.string().optional() });

drivePages.post(tablePath('/profile/collection-drives'), async (c) => {
  const user = requireDriveOrganiser(c.get('sessionUser'));
  const body = await c.req.parseBody({ all: true });
  const intent = Intent.safeParse(body);
  if (!intent.success) throw new AppError(422, 'invalid_body', 'drives.errors.invalidBody');
  const values = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  ) as Record<string, string | string[]>;
  const refuse = (errors: FieldErrors) => organiserPage(c, { values, errors }, 422);
  try {
    const { intent: what, id } = intent.data;
    if (what === 'create' || what === 'draft') {
      const checked = validateDrive(body);
      if (!checked.ok) return refuse(checked.errors);
      await createDrive(c.env.DB, user, c.get('edition').id, checked.value, what === 'create');
      return back(c, '/profile/collection-drives?done=created');
    }
    if (!id || !ID.test(id)) throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
    if (what === 'submit') {
      await sendDriveToReview(c.env.DB, user.orgId, id);
      return back(c, '/profile/collection-drives?done=submitted');
    }
    const d = await findDrive(c.env.DB, id);
    if (!d || d.orgId !== user.orgId) throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
    const amounts = validateAmounts(body, driveTakes(d));
    if (!amounts.ok) return refuse(amounts.errors);
    await recordDriveAmounts(c.env.DB, user.orgId, d, amounts.value);
    return back(c, '/profile/collection-drives?done=amounts');
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return refuse({ form: [error.messageKey] });
  }
});

async function managerPage(c: Context<AppEnv>, error: string | null = null, status: ContentfulStatusCode = 200) {
  const names = await takeNames(c.env.DB, c.get('locale'));
  const flash = c.req.query('done');
  const data: ManagerDrivesPageData = {
    drives: (await drivesInReview(c.env.DB)).map((d) => ({
      id: d.id,
      title: d.title,
      orgName: d.orgName,
      address: d.address,
      timeZone: d.timeZone,
      startDate: d.startDate,
      endDate: d.endDate,
      takes: driveTakes(d).map(names),
      notes: d.notes,
    })),
    flash: flash === 'accepted' || flash === 'declined' ? flash : null,
    error,
  };
  return renderPage(c, { ...pageRoute('managerDrives'), data, status });
}

drivePages.get(tablePath('/manager/drives'), (c) => managerPage(c));

const Decision = z.object({
  id: z.string().regex(ID),
  intent: z.enum(['accept', 'decline']),
  comment: z.string().max(2000).default(''),
});

drivePages.post(tablePath('/manager/drives'), async (c) => {
  const manager = requireRole(c, 'manager');
  const parsed = Decision.safeParse(await c.req.parseBody());
  if (!parsed.success) return managerPage(c, 'manager.errors.invalidBody', 422);
  try {
    const to = await reviewDrive(c.env.DB, manager.id, parsed.data.id, parsed.data.intent, parsed.data.comment);
    return back(c, `/manager/drives?done=${to}`);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return managerPage(c, error.messageKey, error.status as ContentfulStatusCode);
  }
});
