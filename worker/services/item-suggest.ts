/**
 * A suggestion for each search the guide did not answer (the managers' miss console, ADR 154):
 * the item the same search finds now (the dictionary may have grown since), else the material the
 * words name (ADR 208), else the nearest item by a looser search (any word, more typos), so a
 * manager can add the term as that item's synonym in one click. Pure over the index; at most one
 * search and one loose lookup per miss (the console lists at most 100).
 */
import type { Locale } from '../../editions/types';
import type { ItemLang } from '../../data/items';
import { inferredItem } from './item-inference';
import { namesIn } from './item-guide-view';
import { mergedHits, searchParts } from './item-parts';
import { langOf, type ItemIndex } from './item-search';
import { stripQuestion } from './item-search-text';

export interface MissSuggestion {
  slug: string;
  /** The item's display name in the console's language. */
  name: string;
  /** How it was found: the guide's own search now, the material the words name, or a looser search. */
  how: 'search' | 'material' | 'near';
  /** The language the term is most likely in (the synonym's language). */
  lang: ItemLang;
}

/** Kazakh letters say Kazakh; other Cyrillic is Russian (Kazakh in a Kazakh console); Latin is English or Spanish. */
export function termLang(term: string, locale: Locale): ItemLang {
  if (/[әғқңөұүһі]/iu.test(term)) return 'kk';
  if (/[а-яё]/iu.test(term)) return locale === 'kk-KZ' ? 'kk' : 'ru';
  if (/[ñáéíóú¿¡]/iu.test(term) || locale === 'es-AR') return 'es';
  return 'en';
}

export function suggestFor(index: ItemIndex, term: string, locale: Locale): MissSuggestion | null {
  const lang = termLang(term, locale);
  const view = (slug: string, how: MissSuggestion['how']): MissSuggestion | null => {
    const item = index.items.get(slug);
    return item ? { slug, name: namesIn(item, locale)[0] ?? slug, how, lang } : null;
  };
  const hit = mergedHits(searchParts(index, term, lang, 3))[0];
  if (hit) return view(hit.item.slug, hit.inferred ? 'material' : 'search');
  const material = inferredItem(term);
  if (material) {
    const found = view(material, 'material');
    if (found) return found;
  }
  // Any word, up to a third of its letters wrong: the nearest name there is.
  const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    stored?.lang === lang ? 1.25 : stored?.lang === langOf(locale) ? 1.1 : 1;
  const near = index.search.search(stripQuestion(term.slice(0, 200)), {
    combineWith: 'OR',
    prefix: (t: string) => t.length >= 3,
    fuzzy: 0.34,
    boostDocument,
  })[0];
  return near ? view(near.slug as string, 'near') : null;
}
