import { Suspense, useState } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useApp } from '../../app/context';
import { shareLink, type SharePayload } from '../../shared/share';
import { Icon } from '../common/Icon';

// The fallback dialog is for browsers without native share, once asked: its own chunk, fetched
// when a visitor points at or focuses the button.
const loadDialog = () => import('./ShareDialog');
const ShareDialog = lazyPart(() => loadDialog().then((m) => m.ShareDialog));

export interface ShareButtonProps {
  className?: string;
  testId?: string;
  /** What to share; defaults (docs/product.md §3.6): the default title and text, url '/', the default image. */
  payload?: SharePayload;
  label?: string;
}

/**
 * The share action (docs/product.md §2.4): the browser's native share where it exists (a user cancel does
 * nothing, any other failure opens the fallback dialog); otherwise the dialog toggles open.
 */
export function ShareButton({
  className = 'btn btn-secondary',
  testId = 'share-button',
  payload,
  label,
}: ShareButtonProps) {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its state and focus handling.
  const [wanted, setWanted] = useState(false);
  const title = payload?.title ?? i18n.t('share.defaultTitle', { brand: edition.brand });
  const text = payload?.text ?? i18n.t('share.defaultText', { brand: edition.brand });
  const link = shareLink(edition, locale, payload?.url ?? '/');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setWanted(true);
        setOpen(true);
        return;
      }
    }
    setWanted(true);
    setOpen((v) => !v);
  };
  const prepare = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={share}
        onPointerEnter={prepare}
        onFocus={prepare}
        data-testid={testId}
        aria-haspopup="dialog"
      >
        <Icon name="share" size={18} />
        <span>{label ?? i18n.t('share.button')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ShareDialog open={open} onClose={() => setOpen(false)} link={link} title={title} text={text} />
        </Suspense>
      )}
    </>
  );
}
