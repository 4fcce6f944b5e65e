/**
 * The shapes and fields of "points people can trust" shared by the worker and the pages:
 * the visitor's report form, what the point page shows, the owner's and managers' report rows.
 * No zod here: the pages import this module (the validators are in ./schemas.ts, worker only).
 */
import type { Freshness } from './freshness';

export const REPORT_KINDS = [
  'closed',
  'temporarily_closed',
  'wrong_hours',
  'wrong_materials',
  'wrong_location',
  'other',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Kinds that count toward the "reported closed, being checked" notice. */
export const CLOSED_KINDS: readonly ReportKind[] = ['closed', 'temporarily_closed'];
export const REPORT_COMMENT_MAX = 500;
export const DISMISS_REASON_MAX = 500;
/** The honeypot: a field people never see or fill; a bot that fills it is answered "thanks" and ignored. */
export const HONEYPOT_FIELD = 'homepage';

/** What the public point page shows about how far its facts can be trusted. */
export interface FacilityTrust {
  /** Last confirmation (owner or manager), or creation for a point never confirmed. */
  checkedAt: number;
  freshness: Freshness;
  /** Enough distinct visitors reported it closed since the last check. */
  reportedClosed: boolean;
}

/**
 * The point page's trust line: `checkedOn` is the date as the page's locale writes it, in the
 * point's zone, formatted by the worker, so hydrating the page builds no date format
 * (docs/decisions/180-hydration-without-building-formatters.md).
 */
export interface PublicFacilityTrust extends FacilityTrust {
  checkedOn: string;
}

export interface ReportRow {
  id: string;
  facilityId: string;
  facilityName: string;
  kind: ReportKind;
  comment: string;
  status: 'open' | 'fixed' | 'dismissed';
  createdAt: number;
  /** An OpenStreetMap point (no owner): where a manager corrects it. */
  osmEditUrl?: string;
}

/** The report form's outcome, for the no-JavaScript result page and the inline answer. */
export type ReportOutcome = 'form' | 'sent' | 'invalid' | 'rate-limited';

export interface FacilityReportPageData {
  facilityId: string;
  /** An OpenStreetMap point: the report goes to the managers only (the texts say so). */
  osm?: boolean;
  facilityName: string;
  outcome: ReportOutcome;
  errors?: Record<string, string[]>;
  values?: { kind?: string; comment?: string };
}

export type StillCorrectState = 'ask' | 'done' | 'expired' | 'used' | 'invalid' | 'other-user';

export interface StillCorrectPageData {
  state: StillCorrectState;
  facilityId: string;
  facilityName: string;
  /** The signed link's fields, carried by the confirm button's form. */
  link?: { u: string; e: string; n: string; s: string };
}

/** The owner's panel on /profile/recycling-points: open reports, and each public point's last check. */
export interface OwnerTrust {
  reports: ReportRow[];
  points: { id: string; name: string; checkedAt: number; freshness: Freshness }[];
  now: number;
}
