import * as z from 'zod/mini';
import { field, issuesCheck, trimmed } from './helpers';
import { emailRule, firstIssue, passwordRule, required } from './rules';

/**
 * Password change on /profile: the current password, then a new one by the docs/product.md §5.3 rules,
 * repeated. A new password equal to the current one is refused (it would end the other sessions
 * for nothing).
 */
export const passwordChangeSchema = z.pipe(
  z.object({ currentPassword: field(), password: field(), repeatPassword: field() }).check(
    issuesCheck((v) => [
      ['currentPassword', required(v.currentPassword)],
      [
        'password',
        firstIssue(
          required(v.password),
          passwordRule(v.password ?? undefined),
          v.password && v.password === v.currentPassword ? 'profile.security.errors.samePassword' : null,
        ),
      ],
      [
        'repeatPassword',
        firstIssue(
          required(v.repeatPassword),
          v.password && v.repeatPassword !== v.password ? 'validation.repeat' : null,
        ),
      ],
    ]),
  ),
  z.transform((v) => ({ currentPassword: v.currentPassword ?? '', password: v.password ?? '' })),
);
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** E-mail change: the new address and the password (re-authentication). */
export const emailChangeSchema = z.pipe(
  z.object({ email: field(), password: field() }).check(
    issuesCheck((v) => [
      ['email', firstIssue(required(v.email), emailRule(v.email ?? undefined))],
      ['password', required(v.password)],
    ]),
  ),
  z.transform((v) => ({ email: trimmed(v.email).toLowerCase(), password: v.password ?? '' })),
);
export type EmailChange = z.output<typeof emailChangeSchema>;

/** The link's token (POST /api/profile/email/confirm). */
export const emailConfirmSchema = z.object({
  token: z.string('validation.required').check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(200)),
});
