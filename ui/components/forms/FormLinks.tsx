import type { MouseEvent, ReactNode } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import type { InquiryType } from '../../shared/schemas/inquiry';
import { formPagePath, openFormModal, type OpenFormModal } from './form-modals-store';

interface FormLinkProps {
  className?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * Entry points of the public forms: real links to the form pages (they work without
 * JavaScript) that open the modal instead once the page is interactive.
 */
function FormLink({
  modal,
  className = 'btn btn-secondary',
  children,
  testId,
}: FormLinkProps & { modal: OpenFormModal }) {
  const { snapshot } = useApp();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openFormModal(modal);
  };
  return (
    <a
      href={localizedPath(snapshot.edition, snapshot.locale, formPagePath(modal))}
      className={className}
      onClick={onClick}
      data-testid={testId}
      data-inquiry-type={modal.inquiryType}
    >
      {children}
    </a>
  );
}

/** Home page audiences (docs/product.md §1): opens the inquiry modal for `type`. */
export function InquiryButton({ type, ...rest }: FormLinkProps & { type: InquiryType }) {
  return (
    <FormLink modal={{ kind: 'inquiry', inquiryType: type }} testId={rest.testId ?? `inquiry-${type}`} {...rest} />
  );
}
