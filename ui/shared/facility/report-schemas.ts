/** The report form's and the answer form's validators (the worker's; kept out of the pages' bundles). */
import * as z from 'zod/mini';
import { DISMISS_REASON_MAX, HONEYPOT_FIELD, REPORT_COMMENT_MAX, REPORT_KINDS } from './trust';

export const ReportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'trust.errors.kind' }),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(REPORT_COMMENT_MAX, 'trust.errors.commentTooLong'))),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export const ResolveSchema = z.object({
  resolution: z.enum(['fixed', 'dismissed'], { error: 'trust.errors.resolution' }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(DISMISS_REASON_MAX, 'trust.errors.reasonTooLong'))),
});
