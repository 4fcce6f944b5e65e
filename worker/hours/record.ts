import type { Edition } from '../../editions';
import {
  ageOn,
  type AgeStanding,
  type RecordActivity,
  type RecordFacts,
  type RecordPageData,
  type RecordYearTotal,
} from '../../ui/shared/volunteer-record';
import { addHits } from '../data/rate-limits';
import {
  findGuardianship,
  insertIssue,
  listActivities,
  listCorrections,
  listIssues,
  type Guardianship,
} from './record-sql';
import { AppError } from '../lib/errors';
import { limitedError } from '../services/rate-limit';

/**
 * The volunteer record (docs/product.md "The volunteer record", ADRs 226–228): the portal's own
 * record of the hours a person gave, from volunteer_hours; a minor's counts only once a parent or
 * guardian consented; each PDF issued keeps a snapshot of its facts for its public check link.
 */

const HOUR = 3_600_000;
/** PDFs one person may issue: each one is a row and a public link. */
const ISSUE_LIMIT = { windowMs: 24 * HOUR, perPerson: 10 };

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Where `g` stands with the edition's age rule today (ADR 226); no birth date given: an adult. */
export function standingOf(g: Guardianship, edition: Edition, now = Date.now()): AgeStanding {
  if (!g.birthDate || ageOn(g.birthDate, today(now)) >= edition.adultAge) return 'adult';
  return g.consentGivenAt ? 'minorConsented' : 'minor';
}

/** Totals per year (newest first): all minutes, verified minutes, activities. */
function yearTotals(activities: readonly RecordActivity[]): RecordYearTotal[] {
  const years = new Map<string, RecordYearTotal>();
  for (const a of activities) {
    const year = a.date.slice(0, 4);
    const t = years.get(year) ?? { year, minutes: 0, verifiedMinutes: 0, activities: 0 };
    t.minutes += a.minutes;
    if (a.verified) t.verifiedMinutes += a.minutes;
    t.activities += 1;
    years.set(year, t);
  }
  return [...years.values()].sort((a, b) => b.year.localeCompare(a.year));
}

/** The record page's data; a minor without consent sees no activities (they do not count yet). */
export async function loadRecordPage(
  db: D1Database,
  userId: string,
  edition: Edition,
  extra: Pick<RecordPageData, 'done' | 'errors'>,
  now = Date.now(),
): Promise<RecordPageData> {
  const guardianship = await findGuardianship(db, userId);
  const standing = standingOf(guardianship, edition, now);
  const counts = standing !== 'minor';
  const [activities, corrections, issues] = await Promise.all([
    counts ? listActivities(db, userId) : Promise.resolve([]),
    counts ? listCorrections(db, userId) : Promise.resolve([]),
    listIssues(db, userId),
  ]);
  return {
    standing,
    ...guardianship,
    activities,
    corrections,
    years: yearTotals(activities),
    issues,
    defaultFrom: activities.at(-1)?.date ?? `${today(now).slice(0, 4)}-01-01`,
    defaultTo: today(now),
    ...extra,
  };
}

/** 12 letters from 32 that are never mistaken for each other (no l, o, 0, 1): 60 bits. */
const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
function checkToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((b) => TOKEN_ALPHABET[b % 32]).join('');
}
export const CHECK_TOKEN_RE = /^[a-z2-9]{12}$/;

export interface IssueRequest {
  db: D1Database;
  userId: string;
  name: string;
  edition: Edition;
  locale: string;
  from: string;
  to: string;
}

/**
 * Issues a record for the period: refuses a minor without consent (403), counts the person's
 * issues (429 past ISSUE_LIMIT a day), stores the facts the PDF will state and its check token.
 */
export async function issueRecord(req: IssueRequest, now = Date.now()): Promise<{ facts: RecordFacts; token: string }> {
  const { db, userId } = req;
  const standing = standingOf(await findGuardianship(db, userId), req.edition, now);
  if (standing === 'minor') throw new AppError(403, 'guardian_consent_required', 'record.errors.consentRequired');
  const [hits = 0] = await addHits(db, [`record-pdf:acct:${userId}`], ISSUE_LIMIT.windowMs, now);
  if (hits > ISSUE_LIMIT.perPerson) throw limitedError(ISSUE_LIMIT.windowMs, 'record.errors.rateLimited', now, true);
  const activities = await listActivities(db, userId, { from: req.from, to: req.to });
  const verifiedMinutes = activities.reduce((sum, a) => sum + (a.verified ? a.minutes : 0), 0);
  const facts: RecordFacts = {
    name: req.name,
    brand: req.edition.brand,
    from: req.from,
    to: req.to,
    activities,
    years: yearTotals(activities),
    minutes: activities.reduce((sum, a) => sum + a.minutes, 0),
    verifiedMinutes,
    issuedAt: now,
  };
  const token = checkToken();
  await insertIssue(db, {
    id: crypto.randomUUID(),
    userId,
    token,
    facts,
    locale: req.locale,
    edition: req.edition.id,
  });
  return { facts, token };
}
