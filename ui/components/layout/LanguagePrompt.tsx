import { useState } from 'react';
import { useApp } from '../../app/context';
import type { Locale } from '../../../editions/types';
import { localizedPath } from '../../shared/locale-negotiation';
import { rememberLocaleChoice } from '../../client/locale-choice';
import { Icon } from '../common/Icon';

/**
 * docs/product.md §4.9: offers the visitor's preferred language when it differs from the page's. Either
 * answer is remembered for the session (the worker stops offering it), so it does not come back.
 * Switching keeps the current path and query. Rendered by the server (it knows Accept-Language).
 */
export function LanguagePrompt({ preferred, overlay }: { preferred: Locale; overlay: boolean }) {
  const { snapshot, i18n } = useApp();
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  const query = snapshot.url.includes('?') ? snapshot.url.slice(snapshot.url.indexOf('?')) : '';
  const target = localizedPath(snapshot.edition, preferred, snapshot.path) + query;
  return (
    <>
      {/* The languagePromptOverlay page option dims the page behind the question. */}
      {overlay && (
        <div
          className="prompt-overlay fixed inset-0 pointer-events-auto"
          aria-hidden="true"
          data-testid="language-prompt-overlay"
        />
      )}
      <div
        role="region"
        aria-label={i18n.t('layout.languagePromptLabel')}
        data-testid="language-prompt"
        lang={preferred}
        className="bottom-card pointer-events-auto bg-white border border-slate-200 rounded-2xl shadow-2xl p-4 sm:p-5 flex flex-wrap items-center gap-3"
      >
        <span className="inline-flex items-center justify-center w-10 h-10 rounded-full bg-primary-light text-primary-dark shrink-0">
          <Icon name="globe" size={20} />
        </span>
        <p className="m-0 flex-1 min-w-48 font-medium text-slate-800">{i18n.t(`common.switchTo.${preferred}`)}</p>
        <div className="flex flex-wrap gap-2">
          <a
            href={target}
            hrefLang={preferred}
            onClick={() => rememberLocaleChoice(preferred)}
            className="btn btn-primary btn-sm"
            data-testid="language-prompt-switch"
          >
            {i18n.t(`common.localeName.${preferred}`)}
          </a>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            lang={snapshot.locale}
            data-testid="language-prompt-stay"
            onClick={() => {
              rememberLocaleChoice(snapshot.locale);
              setVisible(false);
            }}
          >
            {i18n.t('layout.languagePromptStay')}
          </button>
        </div>
      </div>
    </>
  );
}
