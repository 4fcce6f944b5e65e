import * as z from 'zod/mini';
import { validateWith, type FieldErrors, type Validation } from '../schemas/form-fields';
import { message } from '../schemas/rules';
import type { FieldProblem } from './schemas';

/**
 * Closing a point (docs/product.md §2.4 block modal, §5.4): temporarily or permanently, with a required
 * reason. The same schema guards the dialog (Conform) and the worker's transit call, whose
 * problems come back on the dialog's reason field. zod/mini and no other facility code, so the
 * dialog's chunk stays small.
 */
const CLOSE_KINDS = ['temporary', 'permanent'] as const;
export type CloseKind = (typeof CLOSE_KINDS)[number];
/** facility/schemas.ts LIMITS.comment (a unit test keeps them equal). */
export const CLOSE_REASON_MAX = 2000;
export const CLOSE_TRANSIT: Record<CloseKind, string> = {
  temporary: 'facility#accepted_to_temporarily_not_working',
  permanent: 'facility#accepted_to_closed',
};

const REQUIRED = 'facility.validation.required';

const closeSchema = z.object({
  kind: z.enum(CLOSE_KINDS, REQUIRED),
  reason: z
    .string(REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(CLOSE_REASON_MAX, message('facility.validation.maxLength', { max: CLOSE_REASON_MAX })),
    ),
});
export type CloseRequest = z.output<typeof closeSchema>;

export function validateClose(input: unknown): Validation<CloseRequest> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  return validateWith(closeSchema, {
    kind: one(source.kind),
    reason: typeof one(source.reason) === 'string' ? one(source.reason) : '',
  });
}

/** The close kind a transit name stands for, if it is one of the two. */
export function closeKindOf(transit: string): CloseKind | null {
  return CLOSE_KINDS.find((kind) => CLOSE_TRANSIT[kind] === transit) ?? null;
}

/** The schema's field errors (`key` or `key|{params}`) as the facility API's field problems. */
export function closeProblems(errors: FieldErrors): FieldProblem[] {
  return Object.entries(errors).flatMap(([path, issues]) =>
    issues.map((issue) => {
      const bar = issue.indexOf('|');
      return bar < 0
        ? { path, message: issue }
        : {
            path,
            message: issue.slice(0, bar),
            params: JSON.parse(issue.slice(bar + 1)) as Record<string, string | number>,
          };
    }),
  );
}
