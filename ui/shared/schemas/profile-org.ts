import * as z from 'zod/mini';
import { optionalText, pickStrings, requiredText, validateWith, type Validation } from './form-fields';
import { toE164 } from './phone';
import { profilePhoneRefinement } from './profile';
import { integerRule } from './rules';
import { noFormatCharacters } from './display-name';

/**
 * The organisation profile of corporate users: the `org_info` of docs/product.md §3.5 that the recycling
 * points' public pages show (full_name, tin, address, contacts with about, website, phone, vk, ok,
 * tg, zen and about_<lang>). Stored in `organisations` (migrations/0002) under the same names.
 */
import { ABOUT_LANGUAGES, LINK_CONTACTS, type LinkContact } from '../profile-fields';
const ABOUT_KEYS = ABOUT_LANGUAGES.map((lang) => `about_${lang}` as const);

const ORG_FIELDS = [
  'name',
  'fullName',
  'tin',
  'address',
  'about',
  ...ABOUT_KEYS,
  ...LINK_CONTACTS,
  'phoneCountry',
  'phone',
] as const;
const ORG_TEXT_MAX = 300;
const ABOUT_MAX = 2000;

const LINK = /^(https?:\/\/)?[^\s/?#@]+\.[^\s/?#]{2,}(\/\S*)?$/i;

/** A link the public page can open: a URL, a bare domain, or for tg an @handle. */
function linkProblem(kind: LinkContact, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (kind === 'tg' && /^@?[A-Za-z0-9_]{4,32}$/.test(v)) return null;
  return LINK.test(v) ? null : 'profile.org.errors.link';
}

/** Stored form of a link: always absolute https (public pages link only absolute URLs). */
function normaliseLink(kind: LinkContact, value: string): string {
  const v = value.trim();
  if (!v) return '';
  if (kind === 'tg' && /^@?[A-Za-z0-9_]{4,32}$/.test(v)) return `https://t.me/${v.replace(/^@/, '')}`;
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

const link = (kind: LinkContact) =>
  z.string().check(
    z.trim(),
    z.maxLength(ORG_TEXT_MAX, `validation.maxLength|{"n":${ORG_TEXT_MAX}}`),
    z.refine((v) => linkProblem(kind, v) === null, 'profile.org.errors.link'),
  );

export function orgSchema(allowedCountries: readonly string[]) {
  return z
    .object({
      /** The short name the account menu shows (docs/product.md §3.1 orgName). */
      name: requiredText(200).check(noFormatCharacters()),
      fullName: requiredText(ORG_TEXT_MAX).check(noFormatCharacters()),
      // docs/product.md §5.1/§5.3: the tax id is an integer; its message names the edition's id (INN/BIN/CUIT).
      tin: z.string('validation.required').check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(20, 'validation.maxLength|{"n":20}'),
        z.refine((v) => integerRule(v) === null && !v.startsWith('-'), 'validation.invalidTin'),
      ),
      address: requiredText(ORG_TEXT_MAX),
      about: optionalText(ABOUT_MAX),
      about_ru: optionalText(ABOUT_MAX),
      about_kk: optionalText(ABOUT_MAX),
      about_es: optionalText(ABOUT_MAX),
      about_en: optionalText(ABOUT_MAX),
      website: link('website'),
      vk: link('vk'),
      ok: link('ok'),
      tg: link('tg'),
      zen: link('zen'),
      phoneCountry: z.string(),
      phone: optionalText(32),
    })
    .check(profilePhoneRefinement(allowedCountries));
}
export type OrgForm = z.output<ReturnType<typeof orgSchema>>;

export function validateOrg(input: unknown, allowedCountries: readonly string[]): Validation<OrgForm> {
  return validateWith(orgSchema(allowedCountries), pickStrings(input, ORG_FIELDS));
}

/** The organisation's `contacts` JSON as docs/product.md §3.5 names it (empty string when unfilled). */
export function orgContacts(form: OrgForm): Record<string, string> {
  const contacts: Record<string, string> = {
    about: form.about,
    phone: form.phone.replace(/\D+/g, '') ? toE164(form.phoneCountry, form.phone) : '',
  };
  for (const kind of LINK_CONTACTS) contacts[kind] = normaliseLink(kind, form[kind]);
  for (const lang of ABOUT_LANGUAGES) contacts[`about_${lang}`] = form[`about_${lang}`];
  return contacts;
}
