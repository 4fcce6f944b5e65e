import { proxy } from 'valtio';
import type { InquiryType } from '../../shared/schemas/inquiry';
import type { FormKind } from '../../shared/forms/form-page-data';

/**
 * Which public form modal is open (one at a time). Starts closed on the server and in the
 * first client render; `?modal=` and the entry points open it after hydration.
 */
export interface OpenFormModal {
  kind: FormKind;
  inquiryType?: InquiryType;
}

export const formModals = proxy<{ open: OpenFormModal | null }>({ open: null });

export function openFormModal(modal: OpenFormModal): void {
  formModals.open = modal;
}

export function closeFormModal(): void {
  formModals.open = null;
}

/** The no-JavaScript page of each form (the modals' fallback `action`). */
export function formPagePath(modal: OpenFormModal): string {
  if (modal.kind === 'question') return '/support/question';
  if (modal.kind === 'write-to-us') return '/write-to-us';
  return `/inquiry/${modal.inquiryType ?? 'government'}`;
}

/** Where each form posts its JSON (docs/product.md §7). */
export function formEndpoint(kind: FormKind): string {
  return kind === 'question' ? '/api/wf__support_question__support_question/' : '/inquire';
}
