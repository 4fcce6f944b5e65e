import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { LanguagePicker } from './LanguagePicker';

export function Header() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const href = (path: string) => localizedPath(edition, locale, path);
  return (
    <header className="site-header sticky top-0 z-100 bg-white border-b border-slate-200">
      <div className="mx-auto h-full flex items-center gap-6 px-4 md:px-6" style={{ maxWidth: 2600 }}>
        <a href={href('/')} className="font-bold text-lg text-primary no-underline" data-testid="logo">
          {edition.brand}
        </a>
        <nav aria-label={i18n.t('layout.mainNav')} className="hidden sm:flex gap-4">
          <a href={href('/')} className="text-slate-700 hover:text-primary">{i18n.t('layout.home')}</a>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {edition.locales.length > 1 && <LanguagePicker />}
        </div>
      </div>
    </header>
  );
}
