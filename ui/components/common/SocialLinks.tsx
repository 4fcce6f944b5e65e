import type { SocialName } from '../../../editions/types';
import { useApp } from '../../app/context';

/** Simplified line marks of the networks an edition uses (24×24, stroke = currentColor). */
const SOCIAL_PATHS: Record<SocialName, string> = {
  vk: 'M3 7h3c1 5 3 7 5 7V7h3v4c2 0 3.5-2 4-4h3c-.5 3-2.5 5-4 6 1.5.5 3.5 2.5 4 4h-3.3c-.7-1.7-2.2-3-3.7-3v3h-1C7 17 3.5 13 3 7z',
  tg: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l12-9',
  whatsapp: 'M4 20l1.5-4.5A8 8 0 1 1 8.5 18.5zM9 9c0 3 3 6 6 6',
  zen: 'M12 3c0 5 4 9 9 9-5 0-9 4-9 9 0-5-4-9-9-9 5 0 9-4 9-9z',
  twitter: 'M4 4h4l12 16h-4zM20 4l-7 8M4 20l7-8',
  inst: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01',
  linkedIn: 'M4 9h3v11H4zM5.5 4.5v.01M10 9h3v2a4 4 0 0 1 7 2v7h-3v-6a2 2 0 0 0-4 0v6h-3z',
  odnoklassniki: 'M12 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM7 13c3 2 7 2 10 0M8 20l4-4 4 4',
};

export function SocialIcon({ name, size = 20 }: { name: SocialName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={SOCIAL_PATHS[name]} />
    </svg>
  );
}

/** The edition's social accounts as round icon links, each named for screen readers. */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { snapshot, i18n } = useApp();
  const style = tone === 'dark'
    ? 'bg-white/10 text-white hover:bg-white/20'
    : 'bg-slate-100 text-slate-700 hover:bg-primary-light hover:text-primary-dark';
  return (
    <ul className="flex flex-wrap gap-2 list-none m-0 p-0" data-testid="social-links">
      {snapshot.edition.socials.map((social) => (
        <li key={social.name}>
          <a href={social.link} target="_blank" rel="noopener noreferrer" aria-label={i18n.t(`common.social.${social.name}`)}
            className={`inline-flex items-center justify-center w-10 h-10 rounded-full transition-colors ${style}`}>
            <SocialIcon name={social.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
