import type { SocialName } from '../../../editions/types';

/**
 * The drawings of every interface icon and brand mark, built by scripts/build.mjs into ONE hashed,
 * immutable SVG sprite (`/assets/icons-<hash>.svg`, named in the client manifest). Pages draw them
 * with `<svg><use href="…#id"/></svg>` (Icon.tsx, SocialLinks.tsx, StoreButtons.tsx), so the paths
 * are neither in every document (the footer and side menu repeat several) nor in the JS bundle.
 * Strokes and fills are `currentColor`: through `<use>` they follow the text colour of the page.
 */

/** Interface icons: 24×24, stroke 2, round caps. */
export const ICON_PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  share:
    'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  user: 'M20 21a8 8 0 0 0-16 0M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z',
  download: 'M12 3v12m0 0l-5-5m5 5l5-5M4 19h16',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  arrowRight: 'M5 12h14m-6-6l6 6-6 6',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21V5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  recycle: 'M7 19H4l3.5-6M17 19h3l-3.5-6M9 5l3-2 3 5M8 13l-2-3.5M16 13l2-3.5M9 19h6',
  building: 'M4 21V5l8-3v19M12 8h8v13M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M2 21h20',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  landmark: 'M3 21h18M4 10h16M12 3l8 5H4zM6 10v8M10 10v8M14 10v8M18 10v8',
  check: 'M5 12l5 5 9-10',
  cookie: 'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3zM8.5 11v.01M13 15v.01M9 16v.01',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Simplified line marks of the networks an edition uses (24×24, stroke 1.8). */
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

/** Store badges' marks: Google Play as a line drawing, Apple filled. */
const GOOGLE_PLAY =
  'M4 3.5v17a1 1 0 0 0 1.5.9l14.8-8.5a1 1 0 0 0 0-1.8L5.5 2.6A1 1 0 0 0 4 3.5zM4.5 3l10 10M4.5 21l10-10';
const APPLE =
  'M16.4 12.6c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z';

/** The leaf-in-a-drop mark in its own colours (32×32); the same drawing as ui/public/logo.svg. */
const LOGO =
  '<rect width="32" height="32" rx="9" fill="#37927B"/><path d="M16 6.5c-4.6 3.4-7 7.2-7 11a7 7 0 0 0 14 0c0-3.8-2.4-7.6-7-11z" fill="#fff"/>' +
  '<path d="M16 25v-9m0 3.5l3-3m-3 0l-2.5-2.5" stroke="#37927B" stroke-width="1.8" stroke-linecap="round" fill="none"/>';
export const LOGO_SYMBOL = 'logo';

/** Symbol ids in the sprite: icons by their name, the others prefixed. */
export const socialSymbol = (name: SocialName) => `social-${name}`;
export const STORE_SYMBOLS = { android: 'store-android', ios: 'store-ios' } as const;

const stroke = (width: number, caps = true) =>
  `fill="none" stroke="currentColor" stroke-width="${width}"${caps ? ' stroke-linecap="round"' : ''} stroke-linejoin="round"`;
const symbol = (id: string, d: string, paint: string) =>
  `<symbol id="${id}" viewBox="0 0 24 24"><path d="${d}" ${paint}/></symbol>`;

/** The sprite document (the same drawings and paint the inline SVGs had). */
export function spriteSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...Object.entries(ICON_PATHS).map(([id, d]) => symbol(id, d, stroke(2))),
    ...Object.entries(SOCIAL_PATHS).map(([name, d]) => symbol(socialSymbol(name as SocialName), d, stroke(1.8))),
    symbol(STORE_SYMBOLS.android, GOOGLE_PLAY, stroke(1.6, false)),
    symbol(STORE_SYMBOLS.ios, APPLE, 'fill="currentColor"'),
    `<symbol id="${LOGO_SYMBOL}" viewBox="0 0 32 32">${LOGO}</symbol>`,
    '</svg>',
  ].join('\n');
}
