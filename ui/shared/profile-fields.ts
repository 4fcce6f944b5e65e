import { splitE164 } from './phone-plan';

/**
 * What the profile page renders with (docs/product.md §3.1, §3.5), apart from its schemas: those
 * bring zod and libphonenumber-js and load when a form is first used (ADR 161).
 */

/** The organisation's "about" texts, one per language, and its links (`org_info` of §3.5). */
export const ABOUT_LANGUAGES = ['ru', 'kk', 'es', 'en'] as const;
export const LINK_CONTACTS = ['website', 'vk', 'ok', 'tg', 'zen'] as const;
export type LinkContact = (typeof LINK_CONTACTS)[number];

/** Avatar and organisation logo uploads: JPEG, PNG or WebP (checked by content), at most 2 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/** Shown when a picture is missing or fails to load (docs/product.md §8 image fallback). */
export const AVATAR_FALLBACK_IMAGE = '/images/avatar-fallback.svg';
export const LOGO_FALLBACK_IMAGE = '/images/logo-fallback.svg';

/**
 * A stored phone (digits without '+') back as the phone input's two parts; null for nothing
 * stored or an unreadable value. The calling code's country by the plan table (phone-plan.ts).
 */
export function fromStoredPhone(stored: string | null | undefined): { country: string; number: string } | null {
  const digits = (stored ?? '').replace(/\D+/g, '');
  if (!digits) return null;
  const split = splitE164(`+${digits}`);
  return split?.national ? { country: split.country, number: split.national } : null;
}
