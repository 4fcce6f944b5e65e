/**
 * Cover pictures of events without an uploaded one: each category has three
 * illustrations (scripts/make-covers.mjs), picked by the event id so an event keeps its picture and
 * neighbouring cards differ. Each exists at 480, 960 and 1440 px wide (16:9) for srcset.
 */
export const COVER_WIDTHS = [480, 960, 1440] as const;
const COVER_VARIANTS = 3;
const CATEGORIES = new Set(['cleanup', 'collection_drive', 'tree_planting', 'education', 'other']);

export interface CoverPicture {
  src: string;
  srcSet?: string;
}

function variantOf(id: string): number {
  let h = 0;
  for (const c of id) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return (h % COVER_VARIANTS) + 1;
}

export function illustrationFor(id: string, category: string | null): CoverPicture {
  const name = `${category && CATEGORIES.has(category) ? category : 'other'}-${variantOf(id)}`;
  return {
    src: `/covers/${name}-960.webp`,
    srcSet: COVER_WIDTHS.map((w) => `/covers/${name}-${w}.webp ${w}w`).join(','),
  };
}

/** The uploaded cover when there is one, else the category's illustration. */
export function coverPicture(event: { id: string; category: string | null; coverUrl: string | null }): CoverPicture {
  return event.coverUrl ? { src: event.coverUrl } : illustrationFor(event.id, event.category);
}
