/** Login panel states (docs/product.md §4.3) and what the worker hands over after a no-JS post. */
export type PanelState = 'login' | 'restore-password' | 'restore-password-success';
export type FormErrorState = 'normal' | 'server-error' | 'credentials-error';

export interface LoginPanelData {
  state: PanelState;
  values?: { login?: string; email?: string };
  fieldErrors?: Record<string, string[]>;
  formError?: FormErrorState;
  /** A text replacing the standard server-error text (rate limit, unverified e-mail). */
  formErrorMessage?: string | null;
  /** Recovery request failure text (not found / request error), already localized. */
  restoreError?: string | null;
  /** A locale key shown above the form (link failed, password changed). */
  notice?: string | null;
}
