import * as z from 'zod/mini';
import { emailRule, message } from './rules';

/**
 * Building blocks of the public form schemas (docs/product.md §5.1, §5.4). Written with `zod/mini` so the
 * browser chunk stays small; the worker uses the very same schemas. Messages are the generic
 * `validation.*` locale keys of rules.ts (accounts issue), parameters as `key|{"n":200}`.
 */
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  callingCode: 'validation.callingCode',
} as const;

const tooLong = (max: number) => message('validation.maxLength', { n: max });

/** Required text: trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number) {
  return z.string(MSG.required).check(z.trim(), z.minLength(1, MSG.required), z.maxLength(max, tooLong(max)));
}

/** Optional text: trimmed, may be empty, at most `max` characters. */
export function optionalText(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong(max)));
}

/** docs/product.md §5.1: local part at most 64 characters, domain at most 66, plus a standard format check. */
export function isEmail(value: string): boolean {
  return value.trim() !== '' && emailRule(value) === null;
}

/** Required e-mail, stored lower-case. */
export function requiredEmail() {
  return z.string(MSG.required).check(
    z.trim(),
    z.minLength(1, MSG.required),
    z.refine((v) => v === '' || isEmail(v), MSG.email),
    z.toLowerCase(),
  );
}

export type FieldErrors = Record<string, string[]>;
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Raw input (JSON body, form data, Conform payload) → only the listed fields, each a string.
 * Missing or non-string values become '' so every rule (and the cross-field ones) runs at once.
 */
export function pickStrings(input: unknown, keys: readonly string[]): Record<string, string> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of keys) {
    let value = source[key];
    if (Array.isArray(value)) value = value[0];
    out[key] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }
  return out;
}

/** Runs a schema and groups its messages by top-level field (the shape Conform and the API use). */
export function validateWith<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return { ok: false, errors };
}

/** Localizes one message produced by these schemas (lives in the zod-free form-errors.ts). */
export { formErrorText } from './form-errors';
