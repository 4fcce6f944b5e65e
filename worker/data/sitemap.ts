import type { EditionId } from '../../editions/types';
import { EDITION_TIME_ZONES } from '../../editions/time-zones';
import { publicFacilitySql } from './public-facilities';
import { DICTIONARY_UPDATED } from '../../data/items/updated';

/** One detail page the sitemap lists: its id and when it last changed (ms). */
export interface SitemapEntry {
  id: string;
  updatedAt: number;
}

type Row = { id: string; updated_at: number };
const entries = (rows: D1Result<Row>): SitemapEntry[] =>
  rows.results.map((r) => ({ id: r.id, updatedAt: r.updated_at }));

/** Published events of an edition (past ones included: their pages stay up). Newest change first. */
export async function sitemapEvents(db: D1Database, edition: EditionId, limit = 20_000): Promise<SitemapEntry[]> {
  const rows = await db
    .prepare(
      `SELECT id, updated_at FROM charity_events WHERE edition = ? AND status = 'published' ORDER BY updated_at DESC LIMIT ?`,
    )
    .bind(edition, limit)
    .all<Row>();
  return entries(rows);
}

/**
 * Accepted collection drives of an edition, ended ones included: a drive's page stays as the
 * record of what was collected. Newest change first.
 */
export async function sitemapDrives(db: D1Database, edition: EditionId, limit = 20_000): Promise<SitemapEntry[]> {
  const rows = await db
    .prepare(
      `SELECT id, updated_at FROM collection_drives WHERE edition = ? AND status = 'accepted' ORDER BY updated_at DESC LIMIT ?`,
    )
    .bind(edition, limit)
    .all<Row>();
  return entries(rows);
}

/**
 * Public points of an edition (the one rule, worker/data/public-facilities.ts). Points carry no edition column; their time zone says
 * where they are (the zones of each edition, editions/time-zones.ts), which is the edition
 * whose visitors look for them (ADR 102).
 */
export async function sitemapFacilities(db: D1Database, edition: EditionId, limit = 20_000): Promise<SitemapEntry[]> {
  const zones = EDITION_TIME_ZONES[edition];
  const rows = await db
    .prepare(`SELECT id, updated_at FROM facilities f WHERE ${publicFacilitySql('f')} AND time_zone IN (${zones.map(() => '?').join(', ')})
      ORDER BY updated_at DESC LIMIT ?`)
    .bind(...zones, limit)
    .all<Row>();
  return entries(rows);
}

/**
 * Item guide pages: the committed dictionary plus managers' additions (bounded by the dictionary),
 * each last modified when the committed dictionary changed or a manager last added to it.
 */
export async function sitemapGuideItems(db: D1Database, slugs: Iterable<string>): Promise<SitemapEntry[]> {
  const [changed] = await Promise.all([
    db
      .prepare(`SELECT slug, MAX(at) AS at FROM (SELECT slug, created_at AS at FROM guide_items
      UNION ALL SELECT item_slug AS slug, created_at AS at FROM guide_synonyms) GROUP BY slug`)
      .all<{ slug: string; at: number }>(),
  ]);
  const committed = Date.parse(`${DICTIONARY_UPDATED}T00:00:00Z`);
  const added = new Map(changed.results.map((r) => [r.slug, r.at]));
  return [...slugs].map((id) => ({ id, updatedAt: Math.max(committed, added.get(id) ?? 0) }));
}
