/**
 * The item guide's dictionary as the worker serves it: the committed items (data/items/) plus what
 * managers added in D1, indexed for search. Rebuilt per isolate only when the guide's cache
 * version changes (a manager's addition bumps it), so a request costs one memoised version read
 * and an index lookup; the index is bounded by the dictionary (ADR 150).
 */
import { DICTIONARY, type GuideItem } from '../../data/items';
import { tagVersions } from '../data/cache-versions';
import { loadGuideAdditions } from '../data/guide';
import { buildItemIndex, foldText, type ItemIndex } from './item-search';

let current: { version: number; index: Promise<ItemIndex> } | null = null;

/** Committed items with manager additions merged in (new items appended, synonyms added to names). */
function mergeAdditions(additions: Awaited<ReturnType<typeof loadGuideAdditions>>): GuideItem[] {
  const bySlug = new Map<string, GuideItem>();
  for (const item of [...DICTIONARY, ...additions.items]) if (!bySlug.has(item.slug)) bySlug.set(item.slug, item);
  for (const s of additions.synonyms) {
    const item = bySlug.get(s.itemSlug);
    if (!item) continue;
    const names = item.names[s.lang];
    if (names.some((n) => foldText(n) === foldText(s.term))) continue;
    bySlug.set(item.slug, { ...item, names: { ...item.names, [s.lang]: [...names, s.term] } });
  }
  return [...bySlug.values()];
}

export async function guideIndex(db: D1Database): Promise<ItemIndex> {
  // The dictionary's version: the 'l:items' cache tag, bumped by every console change (worker/middleware/edge-cache.ts).
  const version = (await tagVersions(db, ['l:items'])).at(-1) ?? 0;
  if (!current || current.version !== version) {
    const index = loadGuideAdditions(db).then((a) => buildItemIndex(mergeAdditions(a)));
    current = { version, index };
    index.catch(() => {
      if (current?.index === index) current = null;
    });
  }
  return current.index;
}

/** Forget the index after this isolate's own write (the next request rebuilds with the change). */
export function forgetGuideIndex(): void {
  current = null;
}
