/**
 * Hazard-first rules of the item search (ADR 207, docs/item-guide.md "Safety rules"). Typo-tolerant
 * name matching alone answered "vapes" with cigarette butts (general waste) and "gas bottles" with a
 * glass bottle: a wrong answer there means a lithium battery in a bin lorry or a pressurised
 * cylinder in a glass bank. So words that name a hazard (per language, folded like the index) fire
 * a rule: the items the rule accepts go first, and when the search found none of them the rule's
 * own item is put first anyway. Pure and precompiled once per isolate (no per-query building).
 */
import type { GuideItem } from '../../data/items';
import { RULES } from './item-safety-rules';
import { foldText } from './item-search-text';

const compile = (parts: string[]) => new RegExp(`(?:^|[^a-z0-9а-я])(?:${parts.map(foldText).join('|')})`, 'u');
const COMPILED = RULES.map((r) => ({
  ...r,
  re: compile(r.words),
  unlessRe: r.unless ? compile(r.unless) : null,
  accept: r.accept ?? ((i: GuideItem) => i.slug === r.slug),
}));

/** The hazard rules a query fires (none for harmless queries). */
export function firedRules(query: string) {
  const q = foldText(query);
  return COMPILED.filter((r) => r.re.test(q) && !r.unlessRe?.test(q));
}

/**
 * Hazard first: items a fired rule accepts go before every other hit (keeping their order); a
 * fired rule with no accepted hit puts its own item before the rest. Returns slugs in order.
 */
export function hazardFirst(
  query: string,
  ranked: [string, number][],
  items: Map<string, GuideItem>,
): [string, number][] {
  const rules = firedRules(query);
  if (rules.length === 0) return ranked;
  const top = ranked[0]?.[1] ?? 1;
  const first: [string, number][] = [];
  const rest: [string, number][] = [];
  for (const entry of ranked) {
    const item = items.get(entry[0]);
    (item && rules.some((r) => r.accept(item)) ? first : rest).push(entry);
  }
  for (const rule of rules) {
    const own = items.get(rule.slug);
    if (!own || first.some(([s]) => rule.accept(items.get(s)!))) continue;
    first.push([rule.slug, top]);
  }
  const seen = new Set(first.map(([s]) => s));
  return [...first, ...rest.filter(([s]) => !seen.has(s))];
}
