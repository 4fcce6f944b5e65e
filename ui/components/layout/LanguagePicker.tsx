import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { Icon } from '../common/Icon';
import { useDisclosure } from './use-disclosure';

/**
 * Shown only when the edition offers more than one language. Options are plain links to the
 * prefixed URL, so the picker also works before hydration and without scripts.
 */
export function LanguagePicker() {
  const { snapshot, i18n } = useApp();
  const { edition, locale, path } = snapshot;
  // The query string goes along, so a filtered finder or events list stays filtered in the other language.
  const query = snapshot.url.includes('?') ? snapshot.url.slice(snapshot.url.indexOf('?')) : '';
  const { open, toggle, buttonRef, rootRef } = useDisclosure();
  return (
    <div ref={rootRef} className="relative" data-testid="language-picker">
      <button
        ref={buttonRef}
        type="button"
        className="header-control gap-1.5 px-2.5"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={toggle}
      >
        {/* The globe gives way to the brand on the narrowest phones, and to the links on tablets (721–999px). */}
        <Icon name="globe" size={18} className="hidden xs:block sm:hidden md:block" />
        {/* The language by its own name ("Қаз", "Рус"), never a country code. */}
        <span lang={locale}>{i18n.t(`common.localeShort.${locale}`)}</span>
        <span className="sr-only"> — {i18n.t('layout.chooseLanguage')}</span>
      </button>
      <ul hidden={!open} className="menu-panel right-0 min-w-52 list-none">
        {edition.locales.map((l) => (
          <li key={l}>
            <a
              href={localizedPath(edition, l, path) + query}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="menu-item justify-between"
            >
              {i18n.t(`common.localeName.${l}`)}
              {l === locale && <Icon name="check" size={16} className="text-primary" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
