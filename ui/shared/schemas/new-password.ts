import * as z from 'zod/mini';
import { field, issuesCheck } from './helpers';
import { firstIssue, passwordRule, required } from './rules';

/** The /recovery form: the link's token and a new password with its repeat (docs/product.md §5.3 rules). */
export const newPasswordSchema = z.pipe(
  z.object({ token: field(), password: field(), repeatPassword: field() }).check(
    issuesCheck((v) => [
      ['token', required(v.token)],
      ['password', firstIssue(required(v.password), passwordRule(v.password ?? undefined))],
      [
        'repeatPassword',
        firstIssue(
          required(v.repeatPassword),
          v.password && v.repeatPassword !== v.password ? 'validation.repeat' : null,
        ),
      ],
    ]),
  ),
  z.transform((v) => ({ token: (v.token ?? '').trim(), password: v.password ?? '' })),
);
export type NewPasswordForm = z.output<typeof newPasswordSchema>;
