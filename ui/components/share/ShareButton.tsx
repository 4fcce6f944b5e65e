import { useState } from 'react';
import { useApp } from '../../app/context';
import { shareLink, type SharePayload } from '../../shared/share';
import { Icon } from '../common/Icon';
import { ShareDialog } from './ShareDialog';

export interface ShareButtonProps {
  className?: string;
  testId?: string;
  /** What to share; defaults (SPEC §3.6): the default title and text, url '/', the default image. */
  payload?: SharePayload;
  label?: string;
}

/**
 * The share action (SPEC §2.4): the browser's native share where it exists (a user cancel does
 * nothing, any other failure opens the fallback dialog); otherwise the dialog toggles open.
 */
export function ShareButton({ className = 'btn btn-secondary', testId = 'share-button', payload, label }: ShareButtonProps) {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const [open, setOpen] = useState(false);
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
        setOpen(true);
        return;
      }
    }
    setOpen((v) => !v);
  };

  return (
    <>
      <button type="button" className={className} onClick={share} data-testid={testId} aria-haspopup="dialog">
        <Icon name="share" size={18} />
        <span>{label ?? i18n.t('share.button')}</span>
      </button>
      <ShareDialog open={open} onClose={() => setOpen(false)} link={link} title={title} text={text} />
    </>
  );
}
