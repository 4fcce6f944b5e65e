import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { SpriteIcon } from './Icon';
import { LOGO_SYMBOL } from './icon-sprite';

/** The leaf-in-a-drop mark, from the icon sprite (its own colours; same drawing as ui/public/logo.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return <SpriteIcon id={LOGO_SYMBOL} size={size} />;
}

/** Brand mark plus name, linking home in the current locale. */
export function Logo({
  compact = false,
  testId = 'logo',
  tabletMarkOnly = false,
}: {
  compact?: boolean;
  testId?: string;
  tabletMarkOnly?: boolean;
}) {
  const { snapshot } = useApp();
  const { edition, locale } = snapshot;
  return (
    <a
      href={localizedPath(edition, locale, '/')}
      data-testid={testId}
      // As the mark alone (721–999px) it keeps its size: a header too full shows as overflow, not as a missing logo.
      className={tabletMarkOnly ? 'logo sm:shrink-0 md:shrink' : 'logo'}
      aria-label={tabletMarkOnly ? edition.brand : undefined}
    >
      <span className="logo-mark">
        <LogoMark size={compact ? 28 : 34} />
      </span>
      {/* Between 721 and 999px the header needs the room for its links: the mark alone stands for the brand. */}
      {/* Two short lines rather than a cut-off name when the row is tight ('EcoPortal Qazaqstan' signed in at 375 px). */}
      <span
        data-testid="logo-brand"
        className={['logo-text', compact ? '' : 'xs:text-lg', tabletMarkOnly ? 'sm:hidden md:inline' : '']
          .filter(Boolean)
          .join(' ')}
      >
        {edition.brand}
      </span>
    </a>
  );
}
