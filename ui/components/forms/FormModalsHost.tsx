import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useSnapshot } from 'valtio';
import { queryModal, withoutModalParam } from '../../shared/share';
import { formModals, openFormModal } from './form-modals-store';

const FormModals = lazyPart(() => import('./FormModals').then((m) => m.default));

/**
 * Rendered once per page (ui/app/App.tsx). `?modal=question` / `?modal=write-to-us` open their
 * modal after hydration and leave the URL (docs/product.md §2.2); the server already used the parameter
 * for the share and search titles (ShareMeta).
 */
export function FormModalsHost() {
  const { open } = useSnapshot(formModals);
  useEffect(() => {
    const modal = queryModal(window.location.search);
    if (!modal) return;
    openFormModal({ kind: modal });
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withoutModalParam(pathname + search + hash));
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FormModals />
    </Suspense>
  );
}
