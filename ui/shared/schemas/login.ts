import * as z from 'zod/mini';
import { field, issuesCheck, trimmed } from './helpers';
import { identifierKind, required } from './rules';

/** The login form (docs/product.md §2.4, §5.2): login (e-mail or username) and password, both required. */
export const loginSchema = z.pipe(
  z.object({ login: field(), password: field() }).check(
    issuesCheck((v) => [
      ['login', required(v.login)],
      ['password', required(v.password)],
    ]),
  ),
  z.transform((v) => {
    const login = trimmed(v.login);
    return { login, password: v.password ?? '', kind: identifierKind(login) };
  }),
);
export type LoginForm = z.output<typeof loginSchema>;
