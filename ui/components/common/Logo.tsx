import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/** The leaf-in-a-drop mark; the same drawing as ui/public/logo.svg. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#37927B" />
      <path d="M16 6.5c-4.6 3.4-7 7.2-7 11a7 7 0 0 0 14 0c0-3.8-2.4-7.6-7-11z" fill="#fff" />
      <path d="M16 25v-9m0 3.5l3-3m-3 0l-2.5-2.5" stroke="#37927B" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Brand mark plus name, linking home in the current locale. */
export function Logo({ compact = false, testId = 'logo', tabletMarkOnly = false }: { compact?: boolean; testId?: string; tabletMarkOnly?: boolean }) {
  const { snapshot } = useApp();
  const { edition, locale } = snapshot;
  return (
    <a href={localizedPath(edition, locale, '/')} data-testid={testId}
      // As the mark alone (721–999px) it keeps its size: a header too full shows as overflow, not as a missing logo.
      className={`inline-flex items-center gap-2.5 no-underline text-slate-900 font-bold tracking-tight min-w-0 rounded-lg ${tabletMarkOnly ? 'sm:shrink-0 md:shrink' : ''}`}
      aria-label={tabletMarkOnly ? edition.brand : undefined}>
      <span className="shrink-0 inline-flex"><LogoMark size={compact ? 28 : 34} /></span>
      {/* Between 721 and 999px the header needs the room for its links: the mark alone stands for the brand. */}
      <span className={`truncate ${compact ? 'text-base' : 'text-base xs:text-lg leading-tight'} ${tabletMarkOnly ? 'sm:hidden md:inline' : ''}`}>{edition.brand}</span>
    </a>
  );
}
