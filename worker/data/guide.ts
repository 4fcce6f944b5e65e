/**
 * D1 access of the item guide (migrations/0017_item_guide.sql): manager additions on top of the
 * committed dictionary, and the daily count of searches that found no item.
 */
import { ITEM_LANGS, type GuideItem, type ItemCategory, type ItemLang, type MaterialSlug } from '../../data/items';
import { tagsStatement } from './cache-versions';

export interface GuideSynonymRow {
  itemSlug: string;
  lang: ItemLang;
  term: string;
}

/** Everything managers added: bounded by their work, never by visitors. */
export async function loadGuideAdditions(db: D1Database): Promise<{ items: GuideItem[]; synonyms: GuideSynonymRow[] }> {
  const [items, synonyms] = await db.batch([
    db.prepare('SELECT slug, category, materials, names, waste FROM guide_items ORDER BY created_at'),
    db.prepare('SELECT item_slug, lang, term FROM guide_synonyms ORDER BY created_at'),
  ]);
  return {
    items: (
      items!.results as { slug: string; category: string; materials: string; names: string; waste: string | null }[]
    ).map((r) => {
      const names = JSON.parse(r.names) as Partial<Record<ItemLang, string[]>>;
      return {
        slug: r.slug,
        category: r.category as ItemCategory,
        materials: JSON.parse(r.materials) as MaterialSlug[],
        tip: null,
        hazard: null,
        waste: r.waste,
        names: Object.fromEntries(ITEM_LANGS.map((l) => [l, names[l] ?? []])) as GuideItem['names'],
      };
    }),
    synonyms: (synonyms!.results as { item_slug: string; lang: ItemLang; term: string }[]).map((r) => ({
      itemSlug: r.item_slug,
      lang: r.lang,
      term: r.term,
    })),
  };
}

/**
 * A miss: one UPSERT, the term already normalised and capped by the caller. A term new to the day
 * is added only while the day holds fewer than `termsPerDay` terms (a count over the day's primary
 * key prefix, at most that many rows). True when something was counted.
 */
export async function recordMiss(db: D1Database, term: string, day: string, termsPerDay: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO guide_search_misses (day, term, count)
     SELECT ?1, ?2, 1 WHERE EXISTS (SELECT 1 FROM guide_search_misses WHERE day = ?1 AND term = ?2)
       OR (SELECT COUNT(*) FROM guide_search_misses WHERE day = ?1) < ?3
     ON CONFLICT (day, term) DO UPDATE SET count = count + 1`,
    )
    .bind(day, term, termsPerDay)
    .run();
  return result.meta.changes > 0;
}

export interface MissRow {
  term: string;
  count: number;
  lastDay: string;
}

/** The most frequent misses since `sinceDay` (the console's list). */
export async function listMisses(db: D1Database, sinceDay: string, limit = 100): Promise<MissRow[]> {
  const { results } = await db
    .prepare(
      'SELECT term, SUM(count) AS total, MAX(day) AS last_day FROM guide_search_misses WHERE day >= ? GROUP BY term ORDER BY total DESC, term LIMIT ?',
    )
    .bind(sinceDay, limit)
    .all<{ term: string; total: number; last_day: string }>();
  return results.map((r) => ({ term: r.term, count: r.total, lastDay: r.last_day }));
}

/** A synonym; the term leaves the miss list in the same batch. False when it was there already. */
export async function addSynonym(
  db: D1Database,
  row: GuideSynonymRow,
  missTerm: string,
  by: string,
  at: number,
): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        'INSERT OR IGNORE INTO guide_synonyms (item_slug, lang, term, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(row.itemSlug, row.lang, row.term, by, at),
    // The guide's pages and its search dictionary (worker/services/item-guide.ts) show it: new keys if it was added.
    tagsStatement(db, ['l:items']),
    db.prepare('DELETE FROM guide_search_misses WHERE term = ?').bind(missTerm),
  ]);
  return (insert!.meta.changes ?? 0) > 0;
}

/** A new item; the term leaves the miss list in the same batch. False when the slug is taken. */
export async function addItem(
  db: D1Database,
  item: GuideItem,
  missTerm: string,
  by: string,
  at: number,
): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        'INSERT OR IGNORE INTO guide_items (slug, category, materials, names, waste, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(item.slug, item.category, JSON.stringify(item.materials), JSON.stringify(item.names), item.waste, by, at),
    // The guide's pages and its search dictionary (worker/services/item-guide.ts) show it: new keys if it was added.
    tagsStatement(db, ['l:items']),
    db.prepare('DELETE FROM guide_search_misses WHERE term = ?').bind(missTerm),
  ]);
  return (insert!.meta.changes ?? 0) > 0;
}
