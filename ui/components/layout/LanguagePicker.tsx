import { useEffect, useId, useRef, useState } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * Shown only when the edition offers more than one language. Options are plain links to the
 * prefixed URL, so the picker also works before hydration and without scripts.
 */
export function LanguagePicker() {
  const { snapshot, i18n } = useApp();
  const { edition, locale, path } = snapshot;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="relative" data-testid="language-picker">
      <button
        ref={buttonRef}
        type="button"
        className="px-3 py-2 rounded border border-slate-300 bg-white hover:border-primary"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {i18n.t(`common.localeShort.${locale}`)}
        <span className="sr-only"> — {i18n.t('layout.chooseLanguage')}</span>
      </button>
      <ul id={listId} hidden={!open} className="absolute right-0 mt-2 min-w-40 bg-white border border-slate-200 rounded shadow-lg list-none p-1 m-0 z-200">
        {edition.locales.map((l) => (
          <li key={l}>
            <a
              href={localizedPath(edition, l, path)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="block px-3 py-2 rounded hover:bg-slate-100 text-slate-800 no-underline"
            >
              {i18n.t(`common.localeName.${l}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
