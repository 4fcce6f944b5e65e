import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import type { SessionUser } from '../../shared/snapshot';
import { Icon, iconSizeClass } from '../common/Icon';
import { accountLinks } from './site-links';
import { useDisclosure } from './use-disclosure';
import { useShownUser } from './use-shown-user';

/** Avatar of the account button: the user's picture, else their initial, else a person icon. */
export function AccountAvatar({ user, size = 32 }: { user: SessionUser | null; size?: number }) {
  if (user?.imageUrl)
    return (
      <img
        src={user.imageUrl}
        alt=""
        data-fallback="/images/avatar-fallback.svg"
        width={size}
        height={size}
        className="rounded-full object-cover shrink-0"
        style={{ width: size, height: size }}
      />
    );
  const initial = user?.name.trim().charAt(0).toUpperCase();
  // The size's class when the sheet has one (ic30); any other size as an inline square.
  const square = iconSizeClass(size);
  return (
    <span
      aria-hidden="true"
      className={square ? `avatar ${square}` : 'avatar'}
      style={square ? undefined : { width: size, height: size }}
    >
      {initial || <Icon name="user" size={Math.round(size * 0.55)} />}
    </span>
  );
}

/** What the account button says: the user's name, 'Account' without one, 'Sign in' for guests. */
export function accountLabel(user: SessionUser | null, t: (key: string) => string): string {
  if (!user) return t('layout.signIn');
  return user.name.trim() || t('layout.account');
}

/** Desktop account dropdown (docs/product.md §2.3, §6): guest or signed-in state from the snapshot. */
export function AccountMenu() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const user = useShownUser();
  const { open, toggle, buttonRef, rootRef } = useDisclosure();
  const label = accountLabel(user, i18n.t);
  return (
    <div ref={rootRef} className="menu-root relative" data-testid="account-menu">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="true"
        className="header-control gap-2 pl-1.5 pr-2.5"
        data-testid="account-button"
      >
        <AccountAvatar user={user} size={30} />
        <span className="label-from-xl max-w-40 truncate">{label}</span>
        {/* Below 1000px the avatar alone is the button (the links need the room; aria-haspopup says it opens). */}
        <Icon
          name="chevronDown"
          size={16}
          className={`hidden md:block transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div hidden={!open} className="menu-panel right-0 w-64">
        {user && (
          <div className="flex items-center gap-3 px-3 pt-2 pb-3 mb-1 border-b border-slate-100">
            {user.orgLogoUrl ? (
              <img
                src={user.orgLogoUrl}
                alt={user.orgName ?? ''}
                width={36}
                height={36}
                className="rounded-lg object-contain shrink-0"
                data-testid="account-org-logo"
              />
            ) : (
              <AccountAvatar user={user} size={36} />
            )}
            <div className="min-w-0">
              <p className="m-0 font-semibold truncate" data-testid="account-name">
                {label}
              </p>
              {user.orgName && <p className="m-0 text-sm text-slate-500 truncate">{user.orgName}</p>}
            </div>
          </div>
        )}
        <ul className="plain-list">
          {accountLinks(user).map((link) => (
            <li key={link.path}>
              <a href={localizedPath(edition, locale, link.path)} className="menu-item" data-testid={link.testId}>
                {i18n.t(link.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
