import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { queryModal, withoutModalParam } from '../../shared/share';
import { formModalsPart, searchOf } from '../deferred-parts';
import { formModals, openFormModal } from './form-modals-store';

const FormModals = lazyPart(() => import('./FormModals').then((m) => m.default));

/**
 * Rendered once per page (ui/app/App.tsx). `?modal=question` / `?modal=write-to-us` open their
 * modal with the page (docs/product.md §2.2): the worker renders it open, the browser loads its
 * chunk before hydrating (a deferred part, ui/components/deferred-parts.ts), then the store takes
 * over and the URL drops the parameter. The server also used it for the share and search titles
 * (ShareMeta). Other openings load the modals' chunk on demand.
 */
export function FormModalsHost() {
  const { snapshot } = useApp();
  const { open } = useSnapshot(formModals);
  // The page's own `?modal=`, fixed for its lifetime: it decides which way the modals render.
  const [fromQuery] = useState(() => queryModal(searchOf(snapshot.url)));
  const [handedOver, setHandedOver] = useState(false);
  useEffect(() => {
    if (!fromQuery) return;
    openFormModal({ kind: fromQuery });
    setHandedOver(true);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withoutModalParam(pathname + search + hash));
  }, [fromQuery]);
  const shown = handedOver || !fromQuery ? open : { kind: fromQuery };
  // One path per page, so handing over to the store keeps the same dialog (and what was typed).
  if (fromQuery) return <formModalsPart.Slot open={shown} />;
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <FormModals open={shown} />
    </Suspense>
  );
}
