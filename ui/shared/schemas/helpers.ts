import * as z from 'zod/mini';

/** A form field as it arrives from FormData, JSON or Conform: a string or nothing. */
export const field = () => z.optional(z.nullable(z.string()));
export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** Adds issues from `(path, message)` pairs computed by plain rule functions. */
export function issuesCheck<T>(collect: (value: T) => Array<[string, string | null]>) {
  return z.superRefine<T>((value, ctx) => {
    for (const [path, message] of collect(value)) {
      if (message)
        ctx.addIssue({ code: 'custom', path: [path], message, input: (value as Record<string, unknown>)[path] });
    }
  });
}
