/**
 * Collection drives' rules (docs/product.md "Collection drives"): who may create one (an event
 * creator or a point owner, for their organisation), what it may take (catalogue materials, guide
 * items), its window in its own zone, review by a manager, the amounts after it ends.
 */
import { EDITION_TIME_ZONES } from '../../editions/time-zones';
import type { EditionId } from '../../editions/types';
import { driveWindow } from '../../ui/shared/drives/model';
import type { SessionUser } from '../../ui/shared/snapshot';
import type { DriveAmount, DriveInput } from '../../ui/shared/schemas/collection-drive';
import { auditStatement } from '../data/audit';
import { decideDrive, findDrive, insertDriveStatement, setDriveAmounts, submitDrive, type DriveRecord } from './sql';
import { AppError } from '../lib/errors';
import { finderCatalogue } from '../services/finder';
import { materialMask } from '../services/finder-check';
import { guideIndex } from '../services/item-guide';

/** An event creator or a point owner with an organisation; else 403. */
export function requireDriveOrganiser(user: SessionUser | null | undefined): SessionUser & { orgId: string } {
  if (!user) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  const may = user.roles.includes('charityEventsCreator') || user.roles.includes('recyclingPointsCreator');
  if (!may || !user.orgId) throw new AppError(403, 'forbidden', 'auth.errors.forbidden');
  return user as SessionUser & { orgId: string };
}

/** The catalogue ids of these slugs, or a 422 when one is unknown. */
export async function driveMaterialMask(db: D1Database, slugs: readonly string[]): Promise<number> {
  const cat = await finderCatalogue(db);
  const ids = slugs.map((slug) => cat.materials.find((m) => m.slug === slug)?.id);
  if (ids.some((id) => id === undefined)) throw new AppError(422, 'invalid_material', 'drives.invalid.material');
  return materialMask(ids as number[]);
}

/** Creates a drive for the organiser's organisation, as a draft or straight to review. */
export async function createDrive(
  db: D1Database,
  user: SessionUser & { orgId: string },
  edition: EditionId,
  input: DriveInput,
  submit: boolean,
  now = Date.now(),
): Promise<DriveRecord> {
  // Only the edition's own zones: the edge cache's key follows their local days (ADR 232).
  if (!EDITION_TIME_ZONES[edition].includes(input.timeZone))
    throw new AppError(422, 'invalid_time_zone', 'drives.invalid.timeZone');
  const window = driveWindow(input.startDate, input.endDate, input.timeZone);
  if (!window) throw new AppError(422, 'invalid_date', 'drives.invalid.date');
  if (window.endsAt <= now) throw new AppError(422, 'drive_in_past', 'drives.invalid.past');
  const mask = await driveMaterialMask(db, input.materials);
  const index = await guideIndex(db);
  if (input.items.some((slug) => !index.items.has(slug)))
    throw new AppError(422, 'invalid_item', 'drives.invalid.items');
  if (input.eventId) {
    const event = await db
      .prepare('SELECT org_id FROM charity_events WHERE id = ?')
      .bind(input.eventId)
      .first<{ org_id: string }>();
    if (!event || event.org_id !== user.orgId) throw new AppError(422, 'invalid_event', 'drives.invalid.event');
  }
  const id = crypto.randomUUID();
  await insertDriveStatement(
    db,
    {
      ...input,
      ...window,
      id,
      orgId: user.orgId,
      authorId: user.id,
      edition,
      materialMask: mask,
      status: submit ? 'checking' : 'draft',
    },
    now,
  ).run();
  return (await findDrive(db, id))!;
}

/** draft/declined → checking by the drive's organisation. */
export async function sendDriveToReview(db: D1Database, orgId: string, id: string, now = Date.now()): Promise<void> {
  if (await submitDrive(db, id, orgId, now)) return;
  const d = await findDrive(db, id);
  if (!d || d.orgId !== orgId) throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
  throw new AppError(409, 'action_not_allowed', 'drives.errors.notInStatus');
}

/** A manager's decision; a decline needs its reason. Audited in the same batch. */
export async function reviewDrive(
  db: D1Database,
  managerId: string,
  id: string,
  decision: 'accept' | 'decline',
  comment: string,
  now = Date.now(),
): Promise<'accepted' | 'declined'> {
  const d = await findDrive(db, id);
  if (!d) throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
  const reason = comment.trim();
  if (decision === 'decline' && !reason) throw new AppError(422, 'comment_required', 'manager.errors.commentRequired');
  const to = decision === 'accept' ? 'accepted' : 'declined';
  const won = await decideDrive(db, d, to, managerId, reason || null, now, (b) => [
    auditStatement(
      b,
      { actorId: managerId, subjectType: 'collection_drive', subjectId: id, action: decision, from: 'checking', to },
      now,
      {
        sql: 'EXISTS (SELECT 1 FROM collection_drives WHERE id = ? AND status = ? AND updated_at = ?)',
        args: [id, to, now],
      },
    ),
  ]);
  if (!won) throw new AppError(409, 'action_not_allowed', 'drives.errors.notInStatus');
  return to;
}

/** The organiser's amounts once the drive is over. */
export async function recordDriveAmounts(
  db: D1Database,
  orgId: string,
  d: DriveRecord,
  amounts: DriveAmount[],
  now = Date.now(),
): Promise<void> {
  if (d.orgId !== orgId) throw new AppError(404, 'drive_not_found', 'drives.errors.notFound');
  if (d.endsAt > now) throw new AppError(409, 'drive_not_over', 'drives.errors.notOver');
  if (!(await setDriveAmounts(db, d, orgId, amounts, now)))
    throw new AppError(409, 'action_not_allowed', 'drives.errors.notInStatus');
}

/** What a drive takes: its materials and its items, for the amounts form. */
export const driveTakes = (d: Pick<DriveRecord, 'materials' | 'items'>) => [...d.materials, ...d.items];
