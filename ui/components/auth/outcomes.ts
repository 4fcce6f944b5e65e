import { productRolesFromAnswer } from '../../shared/roles';

/**
 * How answers of the auth calls become UI states and texts (docs/product.md §4.3, §5.2, §8). Pure, so the
 * browser (fetch answers) and the worker (no-JS form posts, from AppError status/code) agree.
 */
export type SignInOutcome = 'ok' | 'server-error' | 'credentials-error';

/** docs/product.md §5.2/§8: 401 → credentials; other errors → server; 200 needs jwt, user id and a known role. */
export function classifySignIn(status: number, body: unknown): SignInOutcome {
  if (status === 401) return 'credentials-error';
  if (status < 200 || status >= 300 || !body || typeof body !== 'object') return 'server-error';
  const answer = body as { jwt?: unknown; user_id?: unknown; roles?: unknown };
  if (!answer.jwt || !answer.user_id) return 'server-error';
  return productRolesFromAnswer(answer.roles).length ? 'ok' : 'credentials-error';
}

export const SIGN_IN_TEXT: Record<Exclude<SignInOutcome, 'ok'>, string> = {
  'credentials-error': 'auth.errors.credentials',
  'server-error': 'auth.errors.signIn',
};

/** docs/product.md §8 registration rows: which text, and whether Try again is offered. */
export function registrationFailure(
  status: number | null,
  code: string | null,
  corporate: boolean,
): { key: string; tryAgain: boolean; useServerMessage: boolean } {
  if (code === 'user_exists') return { key: 'auth.errors.userExists', tryAgain: false, useServerMessage: false };
  if (status === 429 || status === 400)
    return { key: 'auth.errors.registrationFailed', tryAgain: false, useServerMessage: true };
  if (status === null) return { key: 'auth.errors.registrationFailed', tryAgain: true, useServerMessage: false };
  return {
    key: corporate ? 'auth.errors.corporateFailed' : 'auth.errors.regularFailed',
    tryAgain: true,
    useServerMessage: false,
  };
}

/** docs/product.md §8 recovery rows: success flag true → sent; false or absent → not found; error → failed. */
export function recoveryOutcome(status: number | null, body: unknown): 'sent' | 'not-found' | 'error' {
  if (status === null || status < 200 || status >= 300) return 'error';
  return body && typeof body === 'object' && (body as { success?: unknown }).success === true ? 'sent' : 'not-found';
}

export const RECOVERY_TEXT = {
  'not-found': 'auth.errors.recoveryNotFound',
  error: 'auth.errors.recoveryFailed',
} as const;
