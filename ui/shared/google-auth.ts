/** Why a Google sign-in ended on /google-auth-error: each has a text under `google.error.reasons`. */
export const GOOGLE_FAILURE_REASONS = [
  'generic',
  'provider-denied',
  'state-mismatch',
  'invalid-token',
  'email-unverified',
  'provider-unavailable',
  'account-unavailable',
  'already-linked',
] as const;
export type GoogleFailureReason = (typeof GOOGLE_FAILURE_REASONS)[number];

/** The profile's sign-in methods section (worker/google/sign-in-methods.ts). */
export interface SignInMethods {
  password: boolean;
  google: { email: string } | null;
  notice: 'unlinked' | 'needs-password' | null;
}
