/**
 * What differs between the three regional editions (docs/product.md §1, §2.3, §7, §9).
 * Plain data only: an edition is serialised into the page snapshot for the client.
 * Contact values are fictitious on purpose (example.org domains, reserved phone ranges).
 */
export const LOCALES = ['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export const EDITION_IDS = ['ru', 'kz', 'international'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

export type SocialName = 'vk' | 'tg' | 'whatsapp' | 'zen' | 'twitter' | 'inst' | 'linkedIn' | 'odnoklassniki';
export type ShareTarget = 'vk' | 'odnoklassniki' | 'whatsapp' | 'telegram' | 'twitter';

interface ContactLink {
  link: string;
  text: string;
}

/**
 * A main city of an edition (ADR 199): a finder without a position orders its points from it
 * outwards. `id` names it in locales (`finder.cities.<id>`); `locales` limits it to those
 * (the international edition: New York in English, Buenos Aires in Spanish); none = every locale.
 */
export interface MainCity {
  id: string;
  lat: number;
  lng: number;
  locales?: readonly Locale[];
}
interface LinkItem {
  titleKey: string;
  url: string;
  iconSrc?: string;
}

export interface Edition {
  id: EditionId;
  /** Brand shown in the header and in every page title. */
  brand: string;
  defaultLocale: Locale;
  /** The first entry is the default; more than one turns on prefixes, the picker and the prompt. */
  locales: readonly Locale[];
  /** Origin used for share links and canonical URLs in production. */
  siteUrl: string;
  contacts: { email: ContactLink; tel1: ContactLink; tel2?: ContactLink };
  supportEmail: string;
  /** Company site and state regulator: the Russian edition only (docs/product.md §1). */
  partnerLinks: readonly LinkItem[];
  socials: readonly { name: SocialName; link: string }[];
  shareTargets: readonly ShareTarget[];
  appStores: { android: string; ios: string };
  /** Currency of the free app offer on /get-app (docs/product.md §1). */
  appCurrency: 'USD' | 'RUB';
  defaultPhoneCountry: 'RU' | 'KZ' | 'AR';
  /** Outside international mode the phone country list is limited (docs/product.md §5.4). */
  phoneCountries: readonly string[] | 'all';
  taxIdName: 'INN' | 'BIN' | 'CUIT';
  /** Policy pages the menus link to (docs/product.md §2.1). */
  policyLinks: readonly LinkItem[];
  /** Which sentence names the applicable personal data law on the policy pages. */
  privacyLawKey: 'policy.lawRu' | 'policy.lawKz' | 'policy.lawIntl';
  thirdPartySignIn: boolean;
  /** The first for the page's locale orders a finder without a position (never a distance origin). */
  mainCities: readonly MainCity[];
  /**
   * Age of majority for the volunteer record (docs/decisions/226-minors-and-guardian-consent.md):
   * a younger volunteer's hours count and a PDF is made only after a guardian's consent.
   */
  adultAge: number;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
