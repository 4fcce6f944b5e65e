import { useEffect, useState } from 'react';
import { useApp } from '../../app/context';
import { channelUrl, type SharePayload } from '../../shared/share';
import { Icon } from '../common/Icon';
import { Modal } from '../modal/Modal';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Absolute link being shared. */
  link: string;
  title: string;
  text: string;
}

/**
 * Fallback share dialog (docs/product.md §2.4): title, a button per channel of the edition, copy link.
 * 'Link successfully copied' belongs to one opening: it is cleared when the dialog opens or closes.
 */
export function ShareDialog({ open, onClose, link, title, text }: ShareDialogProps) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const [copied, setCopied] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the dialog opens or closes
  useEffect(() => setCopied(false), [open]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (error) {
      console.warn('copy failed', error);
      setCopied(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('share.dialogTitle')} maxWidth={480} testId="share-dialog">
      <ul className="list-none m-0 p-0 grid grid-cols-2 gap-2" data-testid="share-targets">
        {snapshot.edition.shareTargets.map((target) => (
          <li key={target}>
            <a
              href={channelUrl(target, link, title, text)}
              target="_blank"
              rel="noreferrer"
              className="btn btn-secondary w-full justify-center"
              data-testid={`share-${target}`}
            >
              {t(`share.target.${target}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-2">
        <input
          readOnly
          value={link}
          aria-label={t('share.linkLabel')}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 bg-transparent border-0 px-2 text-sm text-slate-700 outline-none"
          data-testid="share-link"
        />
        <button
          type="button"
          className="btn btn-primary btn-sm shrink-0"
          onClick={copy}
          data-autofocus
          data-testid="share-copy"
        >
          <Icon name="copy" size={16} />
          {t('share.copyLink')}
        </button>
      </div>
      <p
        className="mt-3 mb-0 min-h-6 text-sm font-medium text-primary-dark"
        role="status"
        aria-live="polite"
        data-testid="share-copied"
      >
        {copied ? t('share.copied') : ''}
      </p>
    </Modal>
  );
}

export type { SharePayload };
