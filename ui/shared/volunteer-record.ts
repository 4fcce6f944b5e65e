import { dateFormat, numberFormat } from './locale-format';

/**
 * The volunteer record (docs/product.md "The volunteer record"): the portal's own record of the
 * hours a volunteer gave, read from volunteer_hours. Shapes shared by the worker (loaders, the PDF,
 * the check page) and the pages.
 */

/** One activity: an event (and slot) the person took part in; no-shows are not activities. */
export interface RecordActivity {
  eventId: string;
  slotId: string;
  /** The event's local date, YYYY-MM-DD. */
  date: string;
  organisation: string;
  event: string;
  role: string;
  minutes: number;
  verified: boolean;
}

export interface RecordCorrection {
  eventId: string;
  slotId: string;
  /** The organiser's name, or null when a manager made it (the page says "manager"). */
  by: string | null;
  at: number;
  reason: string;
  minutesBefore: number;
  minutesAfter: number;
}

export interface RecordYearTotal {
  year: string;
  minutes: number;
  verifiedMinutes: number;
  activities: number;
}

/** Exactly what a PDF states; stored with the issue and shown by /v/<token>. */
export interface RecordFacts {
  name: string;
  brand: string;
  from: string;
  to: string;
  activities: RecordActivity[];
  years: RecordYearTotal[];
  minutes: number;
  verifiedMinutes: number;
  issuedAt: number;
}

export interface RecordIssueLine {
  id: string;
  token: string;
  from: string;
  to: string;
  createdAt: number;
  revokedAt: number | null;
}

/**
 * Where a volunteer stands with the age rule (ADR 226): 'adult' (or no birth date given),
 * 'minor' (no consent yet: nothing counts, no PDF), 'minorConsented'.
 */
export type AgeStanding = 'adult' | 'minor' | 'minorConsented';

export interface RecordPageData {
  standing: AgeStanding;
  birthDate: string | null;
  guardianEmail: string | null;
  consentRequestedAt: number | null;
  consentGivenAt: number | null;
  activities: RecordActivity[];
  corrections: RecordCorrection[];
  years: RecordYearTotal[];
  issues: RecordIssueLine[];
  /** The period form's defaults: the first activity's date and today. */
  defaultFrom: string;
  defaultTo: string;
  /** A notice after a post (redirect with ?done=…). */
  done: string | null;
  /** Field errors of the posted form, keyed by field name: locale keys. */
  errors: Record<string, string>;
}

export type VerifyPageData =
  | { state: 'valid'; facts: RecordFacts; locale: string }
  | { state: 'revoked'; revokedAt: number }
  | { state: 'unknown' };

export type GuardianConsentData = { state: 'ask'; token: string; name: string } | { state: 'done' | 'invalid' };

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Hours as people read them: 150 minutes → "2.5" in the locale's digits. */
export function formatHours(minutes: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(minutes / 60);
}

/** A record day (YYYY-MM-DD, the event's own date) in the reader's words. */
export function formatDay(day: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
}
