/**
 * The recycling point lifecycle of docs/product.md §4.6 / §7 as data, shared by the worker (which enforces it)
 * and the UI (which only mirrors it). Pure: no I/O, no dates.
 */
export const FACILITY_STATUSES = [
  'draft',
  'checking',
  'accepted',
  'declined',
  'closed',
  'temporarily_not_working',
  'blocked_by_moderator',
] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];

type TransitActor = 'owner' | 'manager';

export interface TransitRule {
  from: FacilityStatus;
  to: FacilityStatus;
  actor: TransitActor;
  /** Closures carry a reason (docs/product.md §3.5 "Close request: reason text", §5.4 block modal). */
  requiresComment: boolean;
  /** draft_to_checking: only a complete point goes to review (docs/product.md §5.4). */
  requiresComplete: boolean;
}

const rule = (
  from: FacilityStatus,
  to: FacilityStatus,
  actor: TransitActor,
  extra: Partial<TransitRule> = {},
): TransitRule => ({
  from,
  to,
  actor,
  requiresComment: false,
  requiresComplete: false,
  ...extra,
});

/** The six owner transits of docs/product.md §7, exactly as named there. */
export const OWNER_TRANSITS = [
  'facility#checking_to_draft',
  'facility#declined_to_draft',
  'facility#draft_to_checking',
  'facility#accepted_to_temporarily_not_working',
  'facility#accepted_to_closed',
  'facility#temporarily_not_working_to_accepted',
] as const;
export type OwnerTransit = (typeof OWNER_TRANSITS)[number];

/** The review console's transits (the console calls these through the same lifecycle service). */
export const MANAGER_TRANSITS = [
  'facility#checking_to_accepted',
  'facility#checking_to_declined',
  'facility#accepted_to_blocked_by_moderator',
  'facility#temporarily_not_working_to_blocked_by_moderator',
  'facility#blocked_by_moderator_to_accepted',
] as const;
export type ManagerTransit = (typeof MANAGER_TRANSITS)[number];
export type FacilityTransit = OwnerTransit | ManagerTransit;

export const TRANSITS: Readonly<Record<FacilityTransit, TransitRule>> = {
  'facility#checking_to_draft': rule('checking', 'draft', 'owner'),
  'facility#declined_to_draft': rule('declined', 'draft', 'owner'),
  'facility#draft_to_checking': rule('draft', 'checking', 'owner', { requiresComplete: true }),
  'facility#accepted_to_temporarily_not_working': rule('accepted', 'temporarily_not_working', 'owner', {
    requiresComment: true,
  }),
  'facility#accepted_to_closed': rule('accepted', 'closed', 'owner', { requiresComment: true }),
  'facility#temporarily_not_working_to_accepted': rule('temporarily_not_working', 'accepted', 'owner'),
  'facility#checking_to_accepted': rule('checking', 'accepted', 'manager'),
  'facility#checking_to_declined': rule('checking', 'declined', 'manager', { requiresComment: true }),
  'facility#accepted_to_blocked_by_moderator': rule('accepted', 'blocked_by_moderator', 'manager', {
    requiresComment: true,
  }),
  'facility#temporarily_not_working_to_blocked_by_moderator': rule(
    'temporarily_not_working',
    'blocked_by_moderator',
    'manager',
    { requiresComment: true },
  ),
  'facility#blocked_by_moderator_to_accepted': rule('blocked_by_moderator', 'accepted', 'manager'),
};

export function isTransit(value: unknown): value is FacilityTransit {
  return typeof value === 'string' && Object.hasOwn(TRANSITS, value);
}

/** Owner actions of docs/product.md §4.6, in the order the UI lists them. */
export const FACILITY_ACTIONS = [
  'edit',
  'saveDraft',
  'sendToReview',
  'convertToDraft',
  'closeTemporarily',
  'closePermanently',
  'open',
  'delete',
] as const;
export type FacilityAction = (typeof FACILITY_ACTIONS)[number];

/** docs/product.md §4.6 "Actions allowed by status", one row per action. */
export const ACTION_STATUSES: Readonly<Record<FacilityAction, readonly FacilityStatus[]>> = {
  convertToDraft: ['checking'],
  saveDraft: ['draft', 'checking'],
  sendToReview: ['draft'],
  closeTemporarily: ['accepted'],
  closePermanently: ['accepted'],
  open: ['temporarily_not_working'],
  edit: ['draft', 'declined'],
  delete: ['draft', 'checking', 'declined'],
};

/** The transit behind an action, where the action is a transit. */
export const ACTION_TRANSIT: Partial<Record<FacilityAction, OwnerTransit>> = {
  convertToDraft: 'facility#checking_to_draft',
  sendToReview: 'facility#draft_to_checking',
  closeTemporarily: 'facility#accepted_to_temporarily_not_working',
  closePermanently: 'facility#accepted_to_closed',
  open: 'facility#temporarily_not_working_to_accepted',
};

export interface ActionContext {
  status: FacilityStatus;
  /** Only the owning organisation acts on a point (docs/product.md §6): anyone else gets no actions. */
  isOwner: boolean;
  /** Completeness per docs/product.md §5.4; only send-to-review depends on it. */
  complete: boolean;
}

export function allowedActions({ status, isOwner, complete }: ActionContext): FacilityAction[] {
  if (!isOwner) return [];
  return FACILITY_ACTIONS.filter(
    (action) => ACTION_STATUSES[action].includes(status) && (action !== 'sendToReview' || complete),
  );
}

/**
 * The one rule for what the public sees (docs/decisions/136-one-public-visibility-rule.md): docs/product.md
 * §4.6, non-owners see accepted points only. A point its owner closed for a while is the owner's
 * and the review's to see until it opens again. The SQL form of the same rule is
 * worker/data/public-facilities.ts; the finder, point page, API, sitemap, share cards and home all go
 * through one of the two.
 */
export const PUBLIC_FACILITY_STATUSES = ['accepted'] as const satisfies readonly FacilityStatus[];
export type PublicFacilityStatus = (typeof PUBLIC_FACILITY_STATUSES)[number];

export function isPubliclyVisible(status: FacilityStatus): status is PublicFacilityStatus {
  return (PUBLIC_FACILITY_STATUSES as readonly string[]).includes(status);
}

/**
 * Points in service: public, or closed for a while by their owner. What the trust work keeps an
 * eye on (docs/points-trust.md): monthly reminders, visitor reports and the stale-points list go
 * on while a point is temporarily closed. SQL form: liveFacilitySql in worker/data/public-facilities.ts.
 */
export const LIVE_FACILITY_STATUSES = [
  ...PUBLIC_FACILITY_STATUSES,
  'temporarily_not_working',
] as const satisfies readonly FacilityStatus[];
