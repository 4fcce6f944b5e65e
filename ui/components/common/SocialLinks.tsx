import type { SocialName } from '../../../editions/types';
import { useApp } from '../../app/context';
import { SpriteIcon } from './Icon';
import { socialSymbol } from './icon-sprite';

/** A network's line mark from the sprite (24×24, stroke = currentColor). */
function SocialIcon({ name, size = 20 }: { name: SocialName; size?: number }) {
  return <SpriteIcon id={socialSymbol(name)} size={size} />;
}

/** The edition's social accounts as round icon links, each named for screen readers. */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { snapshot, i18n } = useApp();
  const style = tone === 'dark' ? 'social-link-dark' : 'social-link-light';
  return (
    <ul className="social-links" data-testid="social-links">
      {snapshot.edition.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.link}
            target="_blank"
            rel="noreferrer"
            aria-label={i18n.t(`common.social.${social.name}`)}
            className={style}
          >
            <SocialIcon name={social.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
