/** Mail to a point's owners from scheduled work: who they are, and links in their edition and locale. */
import { EDITIONS, type EditionId } from '../../editions';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { Vars } from '../env';
import { publicOrigin } from '../lib/public-origin';

export interface OrgMember {
  id: string;
  email: string;
  name: string;
  locale: string;
  edition: string;
}

/** The active members of an organisation (the point's owners), at most 20. */
export async function orgMembers(db: D1Database, orgId: string): Promise<OrgMember[]> {
  const { results } = await db
    .prepare("SELECT id, email, name, locale, edition FROM users WHERE org_id = ? AND status = 'active' LIMIT 20")
    .bind(orgId)
    .all<OrgMember>();
  return results;
}

/**
 * An absolute link for a member's edition and locale: the edition's public origin (ADR 100); with
 * no request to go by, development falls back to the default dev port.
 */
export function memberLink(vars: Vars, member: OrgMember, path: string): string {
  const edition = EDITIONS[member.edition as EditionId] ?? EDITIONS.ru;
  const locale = (edition.locales as readonly string[]).includes(member.locale) ? member.locale : edition.defaultLocale;
  return publicOrigin(vars, edition.id, 'http://localhost:8787') + localizedPath(edition, locale as never, path);
}
