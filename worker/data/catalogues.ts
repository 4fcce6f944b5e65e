import type { Locale } from '../../editions/types';
import type { FacilityCatalogues } from '../../ui/shared/facility/catalogue';

/**
 * The recycling point catalogues (material types, units, icons) from D1, with names in the
 * request's locale: the locale, then the same language, then English (docs/product.md §3.6 fallback rule).
 */
export function pickLocaleName(names: Record<string, string>, locale: Locale): string {
  const language = locale.slice(0, 2);
  return (
    names[locale] ??
    Object.entries(names).find(([key]) => key.startsWith(`${language}-`))?.[1] ??
    names['en-US'] ??
    Object.values(names)[0] ??
    ''
  );
}

interface NamedRow {
  names: string;
}

export async function getFacilityCatalogues(db: D1Database, locale: Locale): Promise<FacilityCatalogues> {
  return cataloguesFrom(await db.batch(catalogueStatements(db)), locale);
}

/** The three catalogue reads, for callers that batch them with their own. */
export function catalogueStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare('SELECT id, slug, names FROM facility_material_types ORDER BY sort, id'),
    db.prepare('SELECT slug, names FROM facility_units ORDER BY sort, slug'),
    db.prepare('SELECT id, slug, file_url FROM facility_icons ORDER BY sort, id'),
  ];
}

export function cataloguesFrom([materials, units, icons]: D1Result<unknown>[], locale: Locale): FacilityCatalogues {
  const name = (row: NamedRow) => pickLocaleName(JSON.parse(row.names) as Record<string, string>, locale);
  return {
    materials: (materials!.results as ({ id: number; slug: string } & NamedRow)[]).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: name(row),
    })),
    units: (units!.results as ({ slug: string } & NamedRow)[]).map((row) => ({ slug: row.slug, name: name(row) })),
    icons: (icons!.results as { id: number; slug: string; file_url: string }[]).map((row) => ({
      id: row.id,
      slug: row.slug,
      fileUrl: row.file_url,
    })),
  };
}
