/**
 * The finder's query (`?q=&material=&open=now&near=&limit=&offset=`), shared by the API and the
 * page. The API answers 400 for a malformed parameter; the page drops it and renders the rest.
 */
import { z } from 'zod';
import { parseLatLng, type LatLng } from '../../ui/shared/finder/geo';

export const FINDER_MAX_LIMIT = 1000;
export const FINDER_DEFAULT_LIMIT = 50;

export interface FinderQuery {
  q: string;
  materials: string[];
  openNow: boolean;
  near: LatLng | null;
  limit: number;
  offset: number;
}

const integer = (min: number, max: number, key: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, key)
    .transform(Number)
    .pipe(z.number().int().min(min, key).max(max, key));

const Schema = z.object({
  q: z.string().max(200, 'finder.invalid.q').optional(),
  material: z
    .array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'finder.invalid.material'))
    .max(20, 'finder.invalid.material')
    .default([]),
  open: z.enum(['now', ''], { message: 'finder.invalid.open' }).optional(),
  near: z
    .string()
    .transform((v, ctx) => {
      if (v === '') return null;
      const p = parseLatLng(v);
      if (!p) ctx.addIssue({ code: 'custom', message: 'finder.invalid.near' });
      return p;
    })
    .optional(),
  limit: integer(1, FINDER_MAX_LIMIT, 'finder.invalid.limit').optional(),
  offset: integer(0, 1_000_000, 'finder.invalid.offset').optional(),
});

type Parsed = { ok: true; query: FinderQuery } | { ok: false; key: string };

/** Reads the URL's query; a parameter given twice (other than material) is malformed. */
export function parseFinderQuery(url: URL, knownMaterials: ReadonlySet<string>): Parsed {
  const params = url.searchParams;
  for (const name of ['q', 'open', 'near', 'limit', 'offset'])
    if (params.getAll(name).length > 1) return { ok: false, key: `finder.invalid.${name}` };
  const raw: Record<string, unknown> = { material: params.getAll('material').filter((m) => m !== '') };
  for (const name of ['q', 'open', 'near', 'limit', 'offset']) if (params.has(name)) raw[name] = params.get(name);
  const result = Schema.safeParse(raw);
  if (!result.success)
    return {
      ok: false,
      key: result.error.issues[0]?.message.startsWith('finder.') ? result.error.issues[0].message : 'errors.badRequest',
    };
  const v = result.data;
  const unknown = v.material.find((m) => !knownMaterials.has(m));
  if (unknown) return { ok: false, key: 'finder.invalid.material' };
  return {
    ok: true,
    query: {
      q: (v.q ?? '').trim(),
      materials: [...new Set(v.material)],
      openNow: v.open === 'now',
      near: v.near ?? null,
      limit: v.limit ?? FINDER_DEFAULT_LIMIT,
      offset: v.offset ?? 0,
    },
  };
}

/** The page's lenient reading: each malformed parameter is dropped instead of failing the page. */
export function parseFinderQueryLenient(url: URL, knownMaterials: ReadonlySet<string>): FinderQuery {
  const clean = new URL(url);
  for (let attempt = 0; attempt < 6; attempt++) {
    const parsed = parseFinderQuery(clean, knownMaterials);
    if (parsed.ok) return parsed.query;
    const name = parsed.key.startsWith('finder.invalid.') ? parsed.key.slice('finder.invalid.'.length) : null;
    if (!name) break;
    if (name === 'material') clean.searchParams.delete('material');
    else clean.searchParams.delete(name);
  }
  return { q: '', materials: [], openNow: false, near: null, limit: FINDER_DEFAULT_LIMIT, offset: 0 };
}
