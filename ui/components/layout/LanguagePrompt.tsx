import { useState } from 'react';
import { useApp } from '../../app/context';
import type { Locale } from '../../../editions/types';
import { localizedPath } from '../../shared/locale-negotiation';
import { rememberLocaleChoice } from '../../client/locale-choice';

/**
 * SPEC §4.9: offers the visitor's preferred language when it differs from the page's. Either
 * answer is remembered for the session, so the banner does not come back.
 */
export function LanguagePrompt({ preferred }: { preferred: Locale }) {
  const { snapshot, i18n } = useApp();
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  const target = localizedPath(snapshot.edition, preferred, snapshot.path);
  const tIn = (key: string) => i18n.t(key);
  return (
    <div role="region" aria-label={tIn('layout.languagePromptLabel')} data-testid="language-prompt"
      className="fixed bottom-4 left-1/2 -translate-x-1/2 z-300 w-[min(560px,calc(100%-2rem))] bg-white border border-slate-200 shadow-xl rounded-lg p-4 flex flex-wrap items-center gap-3">
      <p className="m-0 flex-1 min-w-50" lang={preferred}>{i18n.t(`common.switchTo.${preferred}`)}</p>
      <a href={target} hrefLang={preferred} onClick={() => rememberLocaleChoice(preferred)}
        className="px-4 py-2 rounded bg-primary text-white no-underline">{i18n.t(`common.localeName.${preferred}`)}</a>
      <button type="button" className="px-4 py-2 rounded border border-slate-300 bg-white"
        onClick={() => { rememberLocaleChoice(snapshot.locale); setVisible(false); }}>
        {i18n.t('layout.languagePromptStay')}
      </button>
    </div>
  );
}
