import type { EventShifts } from './events/shifts';
/** Data the worker hands to the review console pages (snapshot `data`) and the /api/manager answers. */
import type { CharityEvent } from './events/model';
import type { FacilityStatus } from './facility/lifecycle';
import type { PublicFacilityView } from './facility/public-view';
import type { FacilityResource } from './facility/transport';
import type { OsmClaimView } from './osm/claim';

export const MANAGER_EDITIONS = ['ru', 'kz', 'international'] as const;
export type ManagerEdition = (typeof MANAGER_EDITIONS)[number];
/** Server roles a manager may grant on approval: point owner, event creator. */
export const GRANTABLE_ROLES = ['facility', 'promotion_creator'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
/**
 * Point statuses the console lists: the review queue and the ones a moderator block applies to;
 * 'claims' lists points of any status with an OpenStreetMap claim waiting for its own decision
 * (docs/decisions/191-osm-claim-review.md).
 */
export const POINT_QUEUES = [
  'checking',
  'accepted',
  'temporarily_not_working',
  'blocked_by_moderator',
  'claims',
] as const;
export type FacilityQueue = (typeof POINT_QUEUES)[number];
export const PAGE_SIZE = 20;

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

export interface QueueCounts {
  requests: number;
  points: number;
  blocked: number;
  events: number;
  /** Collection drives in review (worker/drives/pages.tsx). */
  drives: number;
}

export interface RequestRow {
  id: string;
  orgName: string;
  address: string;
  inn: string;
  /** The edition's name for the tax id: INN, BIN or CUIT. */
  taxIdName: 'INN' | 'BIN' | 'CUIT';
  contactName: string;
  email: string;
  requestedRoles: string[];
  edition: string;
  locale: string;
  status: 'pending' | 'approved' | 'declined';
  createdAt: number;
  decidedAt: number | null;
  reason: string | null;
  userId: string | null;
}

export interface FacilityRow {
  id: string;
  name: string;
  address: string;
  status: FacilityStatus;
  orgName: string;
  edition: string;
  statusChangedAt: number;
}

export interface EventRow {
  id: string;
  title: string;
  orgName: string;
  edition: string;
  city: string;
  startsAt: number | null;
  timeZone: string | null;
  status: string;
  submittedAt: number | null;
}

export interface AuditRow {
  id: string;
  subjectType: string;
  subjectId: string;
  action: string;
  from: string | null;
  to: string | null;
  comment: string;
  actorName: string | null;
  createdAt: number;
}

/** A one-line outcome shown after a decision (post/redirect/get) or a refused one. */
export interface Flash {
  tone: 'ok' | 'error';
  /** Key under manager.flash. or an error message already localized (`text`). */
  key?: string;
  text?: string;
}

/** A decision the form's schema refused (ui/shared/schemas/manager-decision.ts): which form, its errors and values. */
export interface DecisionEcho {
  intent: string;
  errors: Record<string, string[]>;
  values: { comment: string; roles: string[] };
}

/** An organisation's requested new identity next to the one shown now (docs/decisions/128). */
export interface IdentityChangeRow {
  id: string;
  createdAt: number;
  requestedBy: string | null;
  current: { name: string; fullName: string; tin: string };
  requested: { name: string; fullName: string; tin: string };
}

export type ManagerPageData =
  | {
      kind: 'overview';
      edition: ManagerEdition | null;
      counts: QueueCounts;
      recent: AuditRow[];
      trust?: { reports: number; stale: number };
      identityChanges?: IdentityChangeRow[];
      flash?: Flash | null;
    }
  | {
      kind: 'requests';
      edition: ManagerEdition | null;
      counts: QueueCounts;
      paging: Paging;
      items: RequestRow[];
      flash: Flash | null;
    }
  | { kind: 'request'; item: RequestRow; audit: AuditRow[]; flash: Flash | null; decision?: DecisionEcho | null }
  | {
      kind: 'points';
      edition: ManagerEdition | null;
      status: FacilityQueue;
      counts: QueueCounts;
      paging: Paging;
      items: FacilityRow[];
      flash: Flash | null;
    }
  | {
      kind: 'point';
      point: FacilityResource;
      view: PublicFacilityView;
      status: FacilityStatus;
      orgName: string;
      edition: string;
      audit: AuditRow[];
      flash: Flash | null;
      decision?: DecisionEcho | null;
      /** The OpenStreetMap points it claims, each decided on its own (docs/decisions/191-osm-claim-review.md). */
      claims?: OsmClaimView[];
    }
  | {
      kind: 'events';
      edition: ManagerEdition | null;
      counts: QueueCounts;
      paging: Paging;
      items: EventRow[];
      flash: Flash | null;
    }
  | {
      kind: 'event';
      event: CharityEvent;
      /** Its roles and slots (ADR 221); empty lists for an event without roles. */
      shifts: EventShifts;
      /** The page's lines of them, worded by the worker: [role, duties, bring and each slot]. */
      shiftRows?: [string, string][];
      audit: AuditRow[];
      flash: Flash | null;
      decision?: DecisionEcho | null;
    };
