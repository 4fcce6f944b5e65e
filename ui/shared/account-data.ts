/**
 * What the account-deletion pages render (worker/routes/account-pages.tsx →
 * ui/pages/profile/DeleteAccountPage.tsx): the profile's form, the notice that a link was mailed
 * (accounts without a password), the mailed link's confirm button, or a dead link.
 */
export interface DeleteAccountData {
  state: 'form' | 'mailSent' | 'confirm' | 'invalid';
  /** Confirm with the password (true) or with a mailed link (false: a Google-only account). */
  hasPassword: boolean;
  /** The mailed link's token, posted back by the confirm button. */
  token: string;
  /** A localized refusal (wrong password, last manager, dead link), or null. */
  error: string | null;
}
