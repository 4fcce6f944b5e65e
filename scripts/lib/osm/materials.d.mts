export const OSM_MATERIALS: Record<string, string>;
export function osmMaterials(tags: Record<string, string>, catalogue?: string[] | null): { known: boolean; slugs: string[] };
export function osmKind(tags: Record<string, string>): 'container' | 'centre' | 'bottle_return' | 'other' | null;
