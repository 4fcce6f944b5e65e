import type { Context } from 'hono';
import { EDITIONS } from '../../editions';
import { EDITION_IDS, type EditionId } from '../../editions/types';
import { seoHead, type SeoHeadData } from '../../ui/shared/seo';
import type { AppEnv } from '../env';
import { publicOrigin } from '../lib/public-origin';

/** Public origin of every edition for this request (ADR 100). */
export function editionOrigins(c: Context<AppEnv>): Record<EditionId, string> {
  const vars = c.get('vars');
  return Object.fromEntries(EDITION_IDS.map((id) => [id, publicOrigin(vars, id, c.req.url)])) as Record<EditionId, string>;
}

/** The head's search-engine tags of a rendered page (re-hook point for the document shell). */
export function pageSeo(c: Context<AppEnv>, page: string, path: string, status: number): SeoHeadData {
  return seoHead({
    page,
    path,
    status,
    production: c.get('vars').ENVIRONMENT === 'production',
    edition: c.get('edition'),
    locale: c.get('locale'),
    origins: editionOrigins(c),
    editions: EDITIONS,
  });
}
