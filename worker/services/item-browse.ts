/**
 * Browsing the item guide by category and by first letter (docs/item-guide.md "Browse", ADR 214).
 * With thousands of items no page lists them all: /what-goes-where shows the categories and the
 * letters of the page's language with their counts, `?category=` and `?letter=` (together or
 * alone) list the matching items in name order, at most BROWSE_PAGE_SIZE a page (`&page=`).
 * The sorted lists are built once per dictionary index and locale (a WeakMap on the index), so a
 * request costs a filter over the already sorted rows.
 */
import type { Locale } from '../../editions/types';
import { ITEM_CATEGORIES, type GuideItem, type ItemCategory, type ItemLang } from '../../data/items';
import { langOf, type ItemIndex } from './item-search';
import { namesIn } from './item-guide-view';

/** Items on one browse page: keeps the page within the HTML budget (25 KB raw) at any dictionary size. */
export const BROWSE_PAGE_SIZE = 30;

/** Names starting with anything outside the language's letters (digits, Latin in Cyrillic) go under this. */
export const OTHER_LETTER = '#';

/** Initial letters per language, in alphabet order (ъ, ь never start a name; ё goes with е). */
const CYRILLIC_RU = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ';
const CYRILLIC_KK = 'АӘБВГҒДЕЖЗИЙКҚЛМНҢОӨПРСТУҰҮФХҺЦЧШЩЫІЭЮЯ';
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LATIN_ES = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const LETTERS: Record<ItemLang, readonly string[]> = {
  ru: [...CYRILLIC_RU],
  kk: [...CYRILLIC_KK],
  en: [...LATIN],
  es: [...LATIN_ES],
};

export const lettersOf = (lang: ItemLang): readonly string[] => LETTERS[lang];

/** The browse letter of a name in a language: its first letter, upper case, accents off (É → E, Ё → Е), else '#'. */
export function letterOf(name: string, lang: ItemLang): string {
  const first = name.trim().charAt(0).toLocaleUpperCase();
  if (LETTERS[lang].includes(first)) return first;
  const bare = first === 'Ё' ? 'Е' : first.normalize('NFD').replace(/\p{M}/gu, '');
  return LETTERS[lang].includes(bare) ? bare : OTHER_LETTER;
}

export interface BrowseRow {
  slug: string;
  name: string;
  hazardous: boolean;
  category: ItemCategory;
  letter: string;
}

const cache = new WeakMap<ItemIndex, Map<Locale, BrowseRow[]>>();

/** Every item as a browse row in the locale's name order (memoised per index and locale). */
export function browseRows(index: ItemIndex, locale: Locale): BrowseRow[] {
  let byLocale = cache.get(index);
  if (!byLocale) {
    byLocale = new Map();
    cache.set(index, byLocale);
  }
  const hit = byLocale.get(locale);
  if (hit) return hit;
  const lang = langOf(locale);
  const collator = new Intl.Collator(locale);
  const rows = [...index.items.values()]
    .map((item: GuideItem): BrowseRow => {
      const name = namesIn(item, locale)[0]!;
      return {
        slug: item.slug,
        name,
        hazardous: item.hazard !== null,
        category: item.category,
        letter: letterOf(name, lang),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
  byLocale.set(locale, rows);
  return rows;
}

export interface BrowseQuery {
  category: ItemCategory | null;
  letter: string | null;
  page: number;
}

export interface BrowseResult {
  /** Every category with its item count (within the letter, when one is chosen), as [id, count]. */
  categories: [ItemCategory, number][];
  /** The language's letters, then '#', with their item counts (within the category, when one is chosen), as [letter, count]. */
  letters: [string, number][];
  /** The page's items as [slug, name, 1 when hazardous] (compact: the snapshot carries them too); none on the landing page. */
  items: [string, string, 0 | 1][];
  total: number;
  page: number;
  pages: number;
}

/** One browse page, or null when `page` is past the last one (a 404). */
export function browsePage(rows: BrowseRow[], lang: ItemLang, q: BrowseQuery): BrowseResult | null {
  const catCount = new Map<string, number>();
  const letterCount = new Map<string, number>();
  const matching: BrowseRow[] = [];
  for (const r of rows) {
    const inCat = !q.category || r.category === q.category;
    const inLetter = !q.letter || r.letter === q.letter;
    if (inLetter) catCount.set(r.category, (catCount.get(r.category) ?? 0) + 1);
    if (inCat) letterCount.set(r.letter, (letterCount.get(r.letter) ?? 0) + 1);
    if (inCat && inLetter && (q.category || q.letter)) matching.push(r);
  }
  const pages = Math.max(1, Math.ceil(matching.length / BROWSE_PAGE_SIZE));
  if (q.page > pages) return null;
  const start = (q.page - 1) * BROWSE_PAGE_SIZE;
  return {
    categories: ITEM_CATEGORIES.map((id): [ItemCategory, number] => [id, catCount.get(id) ?? 0]),
    letters: [...LETTERS[lang], OTHER_LETTER].map((letter): [string, number] => [letter, letterCount.get(letter) ?? 0]),
    items: matching
      .slice(start, start + BROWSE_PAGE_SIZE)
      .map(({ slug, name, hazardous }): [string, string, 0 | 1] => [slug, name, hazardous ? 1 : 0]),
    total: matching.length,
    page: q.page,
    pages,
  };
}
