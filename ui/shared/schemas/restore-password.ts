import * as z from 'zod/mini';
import { field, issuesCheck, trimmed } from './helpers';
import { emailRule, firstIssue, required } from './rules';

/** Restore password (docs/product.md §5.4): e-mail required and valid. */
export const restorePasswordSchema = z.pipe(
  z
    .object({ email: field() })
    .check(issuesCheck((v) => [['email', firstIssue(required(v.email), emailRule(v.email ?? undefined))]])),
  z.transform((v) => ({ email: trimmed(v.email).toLowerCase() })),
);
export type RestorePasswordForm = z.output<typeof restorePasswordSchema>;
