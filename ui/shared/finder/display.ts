/** Small display helpers of the finder, shared by the server render and the browser. */
import type { LatLng } from './geo';
import { formatLatLng } from './geo';
import { numberFormat } from '../locale-format';

/** The material's icon among the shipped point icons (ui/public/icons/facility). */
const MATERIAL_ICON: Record<string, string> = {
  paper: 'paper',
  cardboard: 'paper',
  pet: 'plastic',
  'hard-plastic': 'plastic',
  'plastic-film': 'plastic',
  cartons: 'plastic',
  glass: 'glass',
  'metal-cans': 'metal',
  'scrap-metal': 'metal',
  batteries: 'batteries',
  electronics: 'electronics',
  lamps: 'electronics',
  textiles: 'textiles',
};
/** The class of the finder entry selected on the map: the worker draws the focus's, FinderPage moves it. */
export const FINDER_SELECTED = 'finder-entry--selected';

export const materialIcon = (slug: string) => `/icons/facility/${MATERIAL_ICON[slug] ?? 'recycling'}.svg`;
/**
 * The class that draws the material's icon before a chip's text (`.mi-paper` … in ui/styles/base.css,
 * one per icon file): 9 bytes on the chip instead of an <img> of 75, and a chip folded away on a
 * phone loads no picture at all.
 */
export const materialIconClass = (slug: string) => `mi-${MATERIAL_ICON[slug] ?? 'recycling'}`;
/** The icon files a `mi-*` class exists for (a unit test holds base.css to this list). */
export const MATERIAL_ICON_FILES: readonly string[] = [...new Set([...Object.values(MATERIAL_ICON), 'recycling'])];

/**
 * Metres below 1 km, kilometres with one decimal below 10 km, whole kilometres beyond, in the
 * reader's number format (numberFormat: workerd has no Kazakh data and would print "1.8" for kk-KZ).
 */
export function distanceParts(m: number, locale: string): { unit: 'm' | 'km'; value: string } {
  if (m < 1000)
    return { unit: 'm', value: numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(m / 10) * 10) };
  return { unit: 'km', value: numberFormat(locale, { maximumFractionDigits: m < 10_000 ? 1 : 0 }).format(m / 1000) };
}

export interface FinderUrlState {
  q?: string;
  /** `q` is a point's name or address, not an item (`by=name`). */
  byName?: boolean;
  materials?: readonly string[];
  openNow?: boolean;
  near?: LatLng | null;
  offset?: number;
  point?: string | null;
}

/** The finder's URL for a state: shareable, and the same one the no-JavaScript form produces. */
export function finderSearch(state: FinderUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.q && state.byName) params.set('by', 'name');
  for (const m of state.materials ?? []) params.append('material', m);
  if (state.openNow) params.set('open', 'now');
  if (state.near) params.set('near', formatLatLng(state.near));
  if (state.offset) params.set('offset', String(state.offset));
  if (state.point) params.set('point', state.point);
  const text = params.toString();
  return text ? `?${text}` : '';
}
