import type { InquiryType } from '../schemas/inquiry';

/** Data of the no-JavaScript form pages (worker/forms/pages.tsx renders them). */
export type FormKind = 'question' | 'write-to-us' | 'inquiry';
type FormResult = 'form' | 'success' | 'error' | 'rate-limited';

export interface FormPageData {
  kind: FormKind;
  inquiryType?: InquiryType;
  values: Record<string, string>;
  /** Message keys by field, as the shared schemas produce them. */
  errors: Record<string, string[]>;
  result: FormResult;
}

type SubscriptionPageState =
  | 'requested'
  | 'invalid'
  | 'rate-limited'
  | 'confirmed'
  | 'confirm-invalid'
  | 'unsubscribe-ask'
  | 'unsubscribed'
  | 'unsubscribe-invalid';

export interface SubscriptionPageData {
  state: SubscriptionPageState;
  email?: string;
  errors?: Record<string, string[]>;
  id?: string;
  token?: string;
}
