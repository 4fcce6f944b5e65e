import type { Edition, Locale, ShareTarget } from '../../editions/types';

/**
 * Sharing (docs/product.md §3.6, §7, §9): the payload with its defaults, the link every channel gets, and
 * the channel URLs. Pure, used by the share dialog (browser) and the share meta tags (server).
 */
export interface SharePayload {
  title?: string | undefined;
  text?: string | undefined;
  /** A site path ('/charity-event/7'); default '/'. */
  url?: string | undefined;
  imageUrl?: string | undefined;
  /** og:type; 'website' when absent. */
  type?: string | undefined;
}

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

/** docs/product.md §9: default share image 1200×600 PNG; Twitter-style description cut at 200 characters. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 600;
const SHARE_DESCRIPTION_MAX = 200;

export function defaultShareImage(edition: Pick<Edition, 'id' | 'siteUrl'>): ShareImage {
  return {
    url: `${edition.siteUrl}/share/${edition.id}.png`,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    type: 'image/png',
  };
}

/**
 * The public link of a site path: the edition's site root, with the path prefixed by the
 * language-region in lower case where the edition has more than one locale (docs/product.md §7).
 */
export function shareLink(
  edition: Pick<Edition, 'siteUrl' | 'locales' | 'defaultLocale'>,
  locale: Locale,
  path = '/',
): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  // The default locale carries no prefix: that is the page's one canonical URL (ADR 101).
  const prefix = edition.locales.length > 1 && locale !== edition.defaultLocale ? `/${locale.toLowerCase()}` : '';
  return `${edition.siteUrl.replace(/\/+$/, '')}${prefix}${clean}`;
}

/** docs/product.md §3.6: messenger text is the title, a dash, then the text. */
export function messengerText(title: string, text: string): string {
  return text ? `${title} — ${text}` : title;
}

/** Cuts at `max` characters (an ellipsis included), on a word boundary when one is near. */
export function cutText(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.7 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

/** External share URL of one channel for an absolute link. */
export function channelUrl(target: ShareTarget, link: string, title: string, text: string): string {
  const url = encodeURIComponent(link);
  const message = messengerText(title, text);
  switch (target) {
    case 'vk':
      return `https://vk.com/share.php?url=${url}&title=${encodeURIComponent(title)}`;
    case 'odnoklassniki':
      return `https://connect.ok.ru/offer?url=${url}&title=${encodeURIComponent(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${encodeURIComponent(message)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(cutText(message))}`;
  }
}

/** Which modal a `?modal=` value opens (docs/product.md §2.2); anything else is ignored. */
export type QueryModal = 'question' | 'write-to-us';
export function queryModal(search: string): QueryModal | null {
  const value = new URLSearchParams(search).get('modal');
  return value === 'question' || value === 'write-to-us' ? value : null;
}

/** The URL without `modal` (history.replaceState after opening it). */
export function withoutModalParam(pathAndQuery: string): string {
  const [path = '/', query = ''] = pathAndQuery.split('?', 2);
  const hashAt = query.indexOf('#');
  const params = new URLSearchParams(hashAt >= 0 ? query.slice(0, hashAt) : query);
  params.delete('modal');
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}${hashAt >= 0 ? query.slice(hashAt) : ''}`;
}
