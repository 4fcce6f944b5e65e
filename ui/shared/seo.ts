import type { Edition, EditionId, Locale } from '../../editions/types';
import { localizedPath } from './locale-negotiation';
import { PAGE_ROUTES } from './routes';
import type { SharePayload } from './share';
import type { JsonLd } from './structured-data';

/**
 * Search-engine identity of a page (ADR 101): which pages are indexable, the one URL form of
 * each (trailing slash or not), and its alternates in every locale and edition. Pure: the worker
 * feeds it origins and the document head renders the result.
 */

/** Pages search engines may index; everything else (accounts, profile, manager, one-off links) is noindex. */
const INDEXABLE_PAGES: ReadonlySet<string> = new Set([
  'home',
  'getApp',
  'eventsManual',
  'inspectionManual',
  'cookiesPolicy',
  'personalDataPolicy',
  'privacyPolicy',
  'formPage',
  'registration',
  'charityEvents',
  'charityEvent',
  'recyclingPoint',
  'recyclingPointsFinder',
  'collectionDrive',
  'whatGoesWhere',
  'guideItem',
]);

/** Pages that exist per edition only (their content belongs to one edition): no cross-edition alternates. */
const EDITION_OWN_PAGES: ReadonlySet<string> = new Set(['charityEvent', 'recyclingPoint', 'collectionDrive']);

/**
 * The the product description's menus link these with a trailing slash (/cookies/, /personal-data/, the manuals);
 * that form is canonical for them, the slash-less form for every other page (ADR 101).
 */
const SLASHED_PATHS: ReadonlySet<string> = new Set([
  '/charity-events-manual',
  '/inspection-manual',
  '/cookies',
  '/personal-data',
]);

function patternRegex(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z_]+/g, '[^/]+');
  return new RegExp(`^${body}/?$`);
}
const INDEXABLE_ROUTES = PAGE_ROUTES.filter((r) => INDEXABLE_PAGES.has(r.page)).map((r) => ({
  page: r.page,
  re: patternRegex(r.path),
}));

/** The indexable page a path (without locale prefix) belongs to, or null. */
export function indexablePageFor(path: string): string | null {
  if (path === '/') return 'home';
  return INDEXABLE_ROUTES.find((r) => r.re.test(path))?.page ?? null;
}

/** The one form of a path without locale prefix: '/' stays, SLASHED_PATHS end with '/', others do not. */
export function canonicalRest(path: string): string {
  if (path === '/' || path === '') return '/';
  const bare = path.replace(/\/+$/, '') || '/';
  return SLASHED_PATHS.has(bare) ? `${bare}/` : bare;
}

export interface HeadAlternate {
  hreflang: string;
  href: string;
}

export interface SeoHeadData {
  /** Absolute canonical URL; absent on noindex pages. */
  canonical: string | null;
  alternates: HeadAlternate[];
  robots: string;
  /** The page's own share card (event, point); absent where the product description defaults apply. */
  share?: SharePayload;
  /** The web app manifest of this edition and locale (ADR 105). */
  manifest?: string;
  /** schema.org objects, each rendered as one application/ld+json script. */
  jsonLd?: JsonLd[];
}

export interface SeoInput {
  page: string;
  /** Path without locale prefix. */
  path: string;
  status: number;
  production: boolean;
  edition: Edition;
  /** Public origin of each edition (ADR 100). */
  origins: Readonly<Record<EditionId, string>>;
  editions: Readonly<Record<EditionId, Edition>>;
}

/** x-default: the international edition (English) for pages every edition has, else the edition default. */
const X_DEFAULT_EDITION: EditionId = 'international';

export function alternatesFor(
  input: Pick<SeoInput, 'page' | 'edition' | 'origins' | 'editions'>,
  rest: string,
): HeadAlternate[] {
  const editions = EDITION_OWN_PAGES.has(input.page) ? [input.edition] : Object.values(input.editions);
  const list: HeadAlternate[] = [];
  for (const e of editions) {
    for (const locale of e.locales)
      list.push({ hreflang: locale, href: absolute(input.origins[e.id], e, locale, rest) });
  }
  const xEdition = editions.find((e) => e.id === X_DEFAULT_EDITION) ?? input.edition;
  list.push({
    hreflang: 'x-default',
    href: absolute(input.origins[xEdition.id], xEdition, xEdition.defaultLocale, rest),
  });
  return list;
}

export function absolute(origin: string, edition: Edition, locale: Locale, rest: string): string {
  return `${origin.replace(/\/+$/, '')}${localizedPath(edition, locale, rest)}`;
}

/** Canonical, alternates and robots of one rendered page. */
export function seoHead(input: SeoInput & { locale: Locale }): SeoHeadData {
  const indexable = input.status === 200 && INDEXABLE_PAGES.has(input.page) && indexablePageFor(input.path) !== null;
  if (!indexable) return { canonical: null, alternates: [], robots: input.production ? 'noindex, follow' : 'none' };
  const rest = canonicalRest(input.path);
  return {
    canonical: absolute(input.origins[input.edition.id], input.edition, input.locale, rest),
    alternates: alternatesFor(input, rest),
    // docs/product.md §9: 'all' only in production, otherwise 'none'.
    robots: input.production ? 'all' : 'none',
  };
}
