/** Turns dictionary items into what the guide's pages show, in the request's language. */
import type { Edition, Locale } from '../../editions/types';
import { ANSWERS, HAZARDS, TIPS } from '../../data/items/texts';
import type { GuideItem } from '../../data/items';
import type { GuideItemView, GuideMaterial } from '../../ui/shared/guide/types';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { pickLocaleName } from '../data/catalogues';
import { langOf } from './item-search';

/** Material names in the request's locale (13 catalogue rows). */
export async function materialNames(db: D1Database, locale: Locale): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT slug, names FROM facility_material_types ORDER BY sort, id')
    .all<{ slug: string; names: string }>();
  return new Map(results.map((r) => [r.slug, pickLocaleName(JSON.parse(r.names) as Record<string, string>, locale)]));
}

/** The item's names in this language, else English, else any (manager additions may have one language). */
export function namesIn(item: GuideItem, locale: Locale): string[] {
  const lang = langOf(locale);
  for (const l of [lang, 'en', 'ru', 'kk', 'es'] as const) if (item.names[l].length) return item.names[l];
  return [item.slug];
}

export function itemView(item: GuideItem, locale: Locale, materials: Map<string, string>): GuideItemView {
  const lang = langOf(locale);
  const [name = item.slug, ...synonyms] = namesIn(item, locale);
  const hazard = item.hazard ? (HAZARDS[item.hazard]?.[lang] ?? null) : null;
  const answer = item.waste
    ? (ANSWERS[item.waste]?.[lang] ?? null)
    : item.materials.length === 0
      ? ANSWERS.general![lang]
      : null;
  return {
    slug: item.slug,
    category: item.category,
    name,
    synonyms,
    materials: item.materials.map((slug): GuideMaterial => ({ slug, name: materials.get(slug) ?? slug })),
    tip: item.tip ? (TIPS[item.tip]?.[lang] ?? null) : null,
    hazard,
    answer,
  };
}

/** The finder prefiltered for these materials (its real parameter names: worker/services/finder-query.ts). */
export function finderHref(
  edition: Edition,
  locale: Locale,
  materials: readonly string[],
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const m of materials) params.append('material', m);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const search = params.toString();
  return localizedPath(edition, locale, '/recycling-points') + (search ? `?${search}` : '');
}

/**
 * The share image's content version for an item page (ADR 106): a hash of what the card shows in
 * this language, so a changed name or answer (a deploy, a manager's synonym) makes a new image.
 */
export function itemCardVersion(item: GuideItemView): number {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify([item.name, item.materials, item.answer]))
    h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The line under the item's name on its share card and in its share text. */
export function itemTakeLine(item: GuideItemView, t: (key: string, params?: Record<string, string>) => string): string {
  return item.materials.length
    ? t('guide.item.take', { materials: item.materials.map((m) => m.name).join(', ') })
    : (item.answer ?? '');
}
