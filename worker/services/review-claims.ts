/**
 * A manager's decision on an owner's claim of an OpenStreetMap point (docs/decisions/191-osm-claim-review.md),
 * apart from the decision on the owner's point itself. Accepting needs the two points within
 * CLAIM_RADIUS_M as they stand now (the owner may have moved theirs since the claim was made).
 * The finder follows in the same batch: an accepted claim of a public point hides the OSM point,
 * a refused one shows it again.
 */
import { auditStatement } from '../data/audit';
import { indexFacilityStatements } from '../data/finder-index';
import { claimsOf, decideClaimStatement } from '../data/osm-claims';
import { AppError } from '../lib/errors';
import { CLAIM_RADIUS_M } from '../../ui/shared/osm/claim';

export const CLAIM_DECISIONS = ['accept', 'refuse'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export async function decideClaim(
  db: D1Database,
  input: { facilityId: string; osmId: string; managerId: string; decision: ClaimDecision },
  now = Date.now(),
): Promise<{ status: 'accepted' | 'refused' }> {
  const claim = (await claimsOf(db, input.facilityId)).find((c) => c.osmId === input.osmId);
  if (!claim) throw new AppError(404, 'claim_not_found', 'manager.errors.claimNotFound');
  if (claim.status !== 'pending') throw new AppError(409, 'already_decided', 'manager.errors.alreadyDecided');
  if (input.decision === 'accept' && (claim.distance === null || claim.distance > CLAIM_RADIUS_M)) {
    throw new AppError(409, 'claim_too_far', 'manager.errors.claimTooFar', {
      distance: claim.distance ?? '?',
      limit: CLAIM_RADIUS_M,
    });
  }
  const to = input.decision === 'accept' ? 'accepted' : 'refused';
  const [decided] = await db.batch([
    decideClaimStatement(db, { facilityId: input.facilityId, osmId: input.osmId, to, managerId: input.managerId }, now),
    auditStatement(
      db,
      {
        actorId: input.managerId,
        subjectType: 'facility',
        subjectId: input.facilityId,
        action: `${input.decision}Claim`,
        from: 'pending',
        to,
        comment: input.osmId,
      },
      now,
      {
        sql: 'EXISTS (SELECT 1 FROM osm_facility_claims WHERE facility_id = ? AND osm_facility_id = ? AND status = ? AND decided_at = ? AND decided_by = ?)',
        args: [input.facilityId, input.osmId, to, now, input.managerId],
      },
    ),
    ...indexFacilityStatements(db, input.facilityId),
  ]);
  if (decided!.meta.changes !== 1) throw new AppError(409, 'already_decided', 'manager.errors.alreadyDecided');
  return { status: to };
}
