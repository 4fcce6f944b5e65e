import type { DriveEntry } from '../drives/model';
/** What the worker hands to the item guide's pages (the snapshot's `data`); texts already localized. */
import type { FinderEntry } from '../finder/page-data';
import type { LatLng } from '../finder/geo';
import type { GuideItemView, GuideMaterial } from './item-view';

export type { GuideItemView, GuideMaterial };

export interface GuideFacilitiesView {
  entries: FinderEntry[];
  total: number;
  /**
   * Where the list is ordered from: the visitor's `near` or the edge's estimate. Null without a
   * real position: name order, no distances (docs/decisions/130-no-distances-without-a-position.md).
   */
  origin: { position: LatLng; source: 'near' | 'edge' } | null;
  /** Without `origin`: the edition's main city the list is ordered from (`finder.cities.<id>`, ADR 199). */
  orderCity: string | null;
  /** The finder prefiltered for this item's materials. */
  finderHref: string;
}

export interface GuideItemPageData {
  item: GuideItemView;
  points: GuideFacilitiesView | null;
  /** Collection drives taking the item now, or the next one of a seasonal item (worker/drives/guide.ts). */
  drives?: GuideDrives | null;
}

/**
 * /what-goes-where[?category=&letter=&page=] (ADR 214): the categories and the letters of the
 * page's language with their counts, and at most one page of the matching items in name order.
 */
export interface GuideBrowsePageData {
  /** Each category with its item count (within the chosen letter): [id, count]. Tuples keep the snapshot small. */
  categories: [string, number][];
  /** The language's letters, then '#' (names starting otherwise), with counts (within the chosen category): [letter, count]. */
  letters: [string, number][];
  category: string | null;
  letter: string | null;
  /** [slug, name, 1 when hazardous else 0], at most a page of them; none on the landing page (neither category nor letter chosen). */
  items: [string, string, 0 | 1][];
  total: number;
  page: number;
  pages: number;
}

export interface GuideSearchPageData {
  q: string;
  /** Best first; the first is shown as a card with its points. */
  items: GuideItemView[];
  /** The first item is a guess from a material or kind the words name, not a known item (ADR 208). */
  inferred: 'material' | null;
  /** The query listed several things: each part's best item (null for a one-thing query). */
  parts: { q: string; item: GuideItemView }[] | null;
  points: GuideFacilitiesView | null;
  /** Collection drives taking the first item now, or the next one of a seasonal item. */
  drives?: GuideDrives | null;
  /** Points whose name or address match the words. */
  facilityMatches: { entries: FinderEntry[]; total: number; finderHref: string };
}

interface GuideMissView {
  term: string;
  count: number;
  lastDay: string;
  /**
   * The item to add the term to (worker/services/item-suggest.ts): what the search finds now, the
   * material the words name, or the nearest item by a looser search; with the term's likely language.
   */
  suggestion: {
    slug: string;
    name: string;
    how: 'search' | 'material' | 'near';
    lang: 'ru' | 'kk' | 'en' | 'es';
  } | null;
}

export interface ManagerGuidePageData {
  misses: GuideMissView[];
  items: { slug: string; name: string; category: string }[];
  categories: string[];
  materials: GuideMaterial[];
  flash: { tone: 'ok' | 'error'; text: string } | null;
}

/** The guide's seasonal answer: drives shown now (nearest first), else when the next one begins. */
export interface GuideDrives {
  active: DriveEntry[];
  next: { id: string; title: string; startDate: string } | null;
}
