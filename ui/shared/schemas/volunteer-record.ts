import { z } from 'zod';
import { isEmail } from './form-fields';

/**
 * The volunteer record's forms (the PDF's period, the birth date, the guardian's address), read by
 * the worker only (worker/hours/pages.tsx): the pages post them as plain forms, so none of
 * this reaches the browser's bundle (classic zod stays out of it: test/e2e/first-load.test.ts).
 */
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day 'YYYY-MM-DD' (not 2025-02-30). */
const IsoDay = z
  .string()
  .trim()
  .regex(DAY_RE, 'record.errors.day')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'record.errors.day');

/** The PDF's period: from ≤ to, at most ten years. */
export const RecordPeriodForm = z
  .object({ from: IsoDay, to: IsoDay })
  .refine((p) => p.from <= p.to, { message: 'record.errors.period', path: ['to'] })
  .refine((p) => Number(p.to.slice(0, 4)) - Number(p.from.slice(0, 4)) <= 10, {
    message: 'record.errors.period',
    path: ['to'],
  });

export const BirthDateForm = z.object({ birthDate: z.union([z.literal(''), IsoDay]) });
export const GuardianForm = z.object({
  guardianEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'record.errors.email')
    .refine((v) => isEmail(v), 'record.errors.email'),
});
