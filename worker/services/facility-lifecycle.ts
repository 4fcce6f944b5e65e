/**
 * Recycling point rules that span tables (docs/architecture.md services/): who may do what to a point in which
 * status (docs/product.md §4.6, §6), transitions (docs/product.md §7) and saving. The UI mirrors these; the worker decides.
 */
import type { EditionId } from '../../editions/types';
import {
  ACTION_STATUSES,
  TRANSITS,
  isTransit,
  isPubliclyVisible,
  type FacilityAction,
  type FacilityStatus,
  type FacilityTransit,
} from '../../ui/shared/facility/lifecycle';
import { closeKindOf, closeProblems, validateClose } from '../../ui/shared/facility/close';
import type { FacilityForm } from '../../ui/shared/facility/model';
import { completenessProblems, draftProblems, type FieldProblem } from '../../ui/shared/facility/schemas';
import {
  changeFacilityStatus,
  getFacility,
  insertFacility,
  softDeleteFacility,
  updateFacilityContent,
  type FacilityRecord,
} from '../data/facilities';
import { AppError } from '../lib/errors';
import { osmPosition } from '../data/osm-claims';
import { CLAIM_RADIUS_M, claimDistance } from '../../ui/shared/osm/claim';
import { defaultTimeZone } from '../../editions/time-zones';
import type { Translator } from '../../ui/shared/i18n';

export interface FacilityActor {
  userId: string;
  orgId: string | null;
  /** Managers act through the review console. */
  isManager?: boolean;
}

const FACILITY_VALIDATION_MESSAGES = {
  invalid_facility: 'facility.errors.invalid',
  incomplete: 'facility.errors.incomplete',
  comment_required: 'facility.errors.commentRequired',
  claim_too_far: 'facility.errors.claimTooFar',
} as const;

export class FacilityValidationError extends AppError {
  constructor(
    code: 'invalid_facility' | 'incomplete' | 'comment_required' | 'claim_too_far',
    readonly problems: FieldProblem[],
  ) {
    super(422, code, FACILITY_VALIDATION_MESSAGES[code]);
  }

  /** The field problems, localized, so API clients can show them beside each field. */
  override details(t: Pick<Translator, 't'>) {
    return {
      problems: this.problems.map((p) => ({
        path: p.path,
        code: p.message.replace('facility.validation.', ''),
        message: t.t(p.message, p.params),
      })),
    };
  }
}

export const isOwner = (record: FacilityRecord, actor: FacilityActor | null | undefined) =>
  !!actor?.orgId && actor.orgId === record.orgId;

/**
 * The point as `viewer` may see it: the owner sees every status, anyone else only accepted points;
 * everything else is a 404 (docs/product.md §4.6: non-owners never see other statuses).
 */
export async function loadVisibleFacility(
  db: D1Database,
  id: string,
  viewer: FacilityActor | null,
): Promise<FacilityRecord> {
  return visibleFacility(await getFacility(db, id), viewer);
}

/** loadVisibleFacility's rule for a point the caller has read itself (in a batch of its own). */
export function visibleFacility(record: FacilityRecord | null, viewer: FacilityActor | null): FacilityRecord {
  if (!record || (!isOwner(record, viewer) && !isPubliclyVisible(record.status) && !viewer?.isManager)) {
    throw new AppError(404, 'facility_not_found', 'facility.errors.notFound');
  }
  return record;
}

/** For an owner action: 404 when the actor may not even see the point, 403 when they see but do not own it. */
async function loadOwned(db: D1Database, id: string, actor: FacilityActor): Promise<FacilityRecord> {
  const record = await loadVisibleFacility(db, id, actor);
  if (!isOwner(record, actor)) throw new AppError(403, 'not_owner', 'facility.errors.notOwner');
  return record;
}

function refuse(action: FacilityAction | FacilityTransit, status: FacilityStatus): never {
  const name = action.startsWith('facility#')
    ? `refusals.transits.${action.slice('facility#'.length)}`
    : `refusals.actions.${action}`;
  throw new AppError(
    409,
    'action_not_allowed',
    'refusals.facilityAction',
    {},
    { action: name, status: `facility.status.${status}` },
  );
}

/**
 * A new point; `fromOsm` ('osm-node-123', from the OpenStreetMap point's prefilled editor) records
 * a pending claim of that point in the same batch. A manager accepts or refuses the claim as a
 * decision of its own; the OSM point leaves the finder only while the claim is accepted and the
 * owner's point public (docs/decisions/191-osm-claim-review.md). A point farther than
 * CLAIM_RADIUS_M from the OSM point is refused (422 claim_too_far, on the position's field); an
 * OSM id that does not exist records nothing.
 */
export async function createFacility(
  db: D1Database,
  actor: FacilityActor,
  form: FacilityForm,
  edition: EditionId,
  fromOsm: string | null = null,
): Promise<string> {
  if (!actor.orgId) throw new AppError(403, 'no_organisation', 'facility.errors.noOrganisation');
  const problems = draftProblems(form);
  if (problems.length) throw new FacilityValidationError('invalid_facility', problems);
  const claimed = fromOsm ? await osmPosition(db, fromOsm) : null;
  if (claimed && claimDistance(claimed, form.coords) > CLAIM_RADIUS_M) {
    throw new FacilityValidationError('claim_too_far', [
      { path: 'coords.lat', message: 'facility.validation.claimTooFar', params: { limit: CLAIM_RADIUS_M } },
    ]);
  }
  return insertFacility(db, {
    orgId: actor.orgId,
    authorId: actor.userId,
    timeZone: defaultTimeZone(edition),
    form,
    osmClaim: fromOsm,
  });
}

/**
 * Save as draft (docs/product.md §4.6: when draft or checking). Saving a point under review converts it to
 * draft in the same conditional UPDATE (transit facility#checking_to_draft, with its history row).
 */
export async function saveFacilityDraft(
  db: D1Database,
  actor: FacilityActor,
  id: string,
  form: FacilityForm,
): Promise<FacilityRecord> {
  const record = await loadOwned(db, id, actor);
  if (!ACTION_STATUSES.saveDraft.includes(record.status)) refuse('saveDraft', record.status);
  const problems = draftProblems(form);
  if (problems.length) throw new FacilityValidationError('invalid_facility', problems);
  const saved = await updateFacilityContent(db, {
    id,
    orgId: record.orgId,
    expectedStatus: record.status,
    nextStatus: 'draft',
    transit: record.status === 'checking' ? 'facility#checking_to_draft' : null,
    actorId: actor.userId,
    form: { ...form, id },
  });
  if (!saved) throw new AppError(409, 'conflict', 'facility.errors.conflict');
  return (await getFacility(db, id))!;
}

/**
 * One transit of docs/product.md §7. Owner transits need the owning organisation, manager transits the
 * manager role. Refused with a JSON error from any status but the rule's `from`; closed is final.
 */
export async function transitFacility(
  db: D1Database,
  actor: FacilityActor,
  id: string,
  transit: string,
  comment = '',
): Promise<FacilityRecord> {
  if (!isTransit(transit)) throw new AppError(400, 'unknown_transit', 'refusals.unknownTransit');
  const rule = TRANSITS[transit];
  const record = rule.actor === 'manager' ? await loadVisibleFacility(db, id, actor) : await loadOwned(db, id, actor);
  if (rule.actor === 'manager' && !actor.isManager) throw new AppError(403, 'forbidden', 'facility.errors.notOwner');
  if (record.status !== rule.from) refuse(transit, record.status);
  // Closing: the close dialog's own schema (ui/shared/facility/close.ts), so the problems land on
  // the dialog's reason field.
  const closing = closeKindOf(transit);
  if (closing) {
    const checked = validateClose({ kind: closing, reason: comment });
    if (!checked.ok) throw new FacilityValidationError('comment_required', closeProblems(checked.errors));
  }
  if (rule.requiresComment && comment.trim() === '')
    throw new AppError(422, 'comment_required', 'facility.errors.commentRequired');
  if (rule.requiresComplete) {
    const problems = completenessProblems(record.form);
    if (problems.length) throw new FacilityValidationError('incomplete', problems);
  }
  const won = await changeFacilityStatus(db, {
    id,
    orgId: rule.actor === 'owner' ? record.orgId : null,
    from: rule.from,
    to: rule.to,
    transit,
    actorId: actor.userId,
    comment: comment.trim(),
  });
  if (!won) throw new AppError(409, 'conflict', 'facility.errors.conflict');
  return { ...record, status: rule.to };
}

/** remove_operation: deletes each point of `ids` the actor owns in a deletable status. */
export async function removeFacilities(db: D1Database, actor: FacilityActor, ids: string[]): Promise<string[]> {
  const records: FacilityRecord[] = [];
  // Check every id first, so a refused one leaves all of them untouched.
  for (const id of ids) {
    const record = await loadOwned(db, id, actor);
    if (!ACTION_STATUSES.delete.includes(record.status)) refuse('delete', record.status);
    records.push(record);
  }
  const deleted: string[] = [];
  for (const record of records) {
    if (
      await softDeleteFacility(db, { id: record.id, orgId: record.orgId, status: record.status, actorId: actor.userId })
    )
      deleted.push(record.id);
  }
  if (deleted.length === 0) throw new AppError(409, 'conflict', 'facility.errors.conflict');
  return deleted;
}
