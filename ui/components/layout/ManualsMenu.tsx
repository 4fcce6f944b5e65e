import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { Icon } from '../common/Icon';
import { HEADER_MANUALS } from './site-links';
import { useDisclosure } from './use-disclosure';

/** Header dropdown of manuals; holds only the creators' manual (docs/product.md §2.1). */
export function ManualsMenu() {
  const { snapshot, i18n } = useApp();
  const { edition, locale, path } = snapshot;
  const { open, toggle, buttonRef, rootRef } = useDisclosure();
  const current = HEADER_MANUALS.some((link) => path.replace(/\/$/, '') === link.path.replace(/\/$/, ''));
  return (
    <div ref={rootRef} className="menu-root relative" data-testid="manuals-menu">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="true"
        className={`nav-link ${current ? 'nav-link--current' : ''}`}
      >
        {i18n.t('layout.manuals')}
        <Icon name="chevronDown" size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div hidden={!open} className="menu-panel left-0 w-72">
        <ul className="plain-list">
          {HEADER_MANUALS.map((link) => (
            <li key={link.path}>
              <a href={localizedPath(edition, locale, link.path)} className="menu-item gap-3">
                <Icon name="book" size={18} className="text-primary shrink-0" />
                {i18n.t(link.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
