import { auditStatement } from './audit';
/**
 * Profile data: the user's own fields and their organisation's public profile.
 * Plain functions on the D1 binding; the rules that span tables live in worker/services/profile-*.ts.
 */
import type { OrganisationProfile } from '../../ui/shared/schemas/profile';

interface OrgRow { id: string; name: string; full_name: string | null; tin: string | null; address: string | null; logo_url: string | null; contacts: string | null }

function parseContacts(text: string | null): Record<string, string> {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export async function findOrganisationProfile(db: D1Database, orgId: string): Promise<OrganisationProfile | null> {
  const row = await db.prepare('SELECT id, name, full_name, tin, address, logo_url, contacts FROM organisations WHERE id = ?').bind(orgId).first<OrgRow>();
  if (!row) return null;
  return {
    id: row.id, name: row.name, fullName: row.full_name ?? row.name, tin: row.tin ?? '', address: row.address ?? '',
    logoUrl: row.logo_url, contacts: parseContacts(row.contacts),
  };
}

/** Name and phone (phone: E.164 digits without '+', or null; docs/decisions/031). */
export async function updatePersonal(db: D1Database, userId: string, fields: { name: string; phone: string | null }, now = Date.now()): Promise<boolean> {
  const res = await db
    .prepare(`UPDATE users SET name = ?, phone = ?, updated_at = ? WHERE id = ? AND status = 'active'`)
    .bind(fields.name, fields.phone, now, userId)
    .run();
  return res.meta.changes === 1;
}

/** Replaces the avatar URL; returns the previous one (so its object can be removed), or false. */
export async function setUserImage(db: D1Database, userId: string, url: string | null, now = Date.now()): Promise<{ previous: string | null } | false> {
  const [before, res] = await db.batch<{ image_url: string | null }>([
    db.prepare('SELECT image_url FROM users WHERE id = ?').bind(userId),
    db.prepare(`UPDATE users SET image_url = ?, updated_at = ? WHERE id = ? AND status = 'active'`).bind(url, now, userId),
  ]);
  if (res?.meta.changes !== 1) return false;
  return { previous: before?.results[0]?.image_url ?? null };
}

/**
 * Saves the organisation profile. A change of its public identity (name, full name, tax id: what
 * its accepted points show) also writes an audit row the managers' console lists, in the same
 * batch, naming who changed what from what (docs/decisions/124-input-and-request-limits.md).
 */
export async function updateOrganisation(
  db: D1Database,
  orgId: string,
  fields: { name: string; fullName: string; tin: string; address: string; contacts: Record<string, string> },
  actorId: string | null = null,
  now = Date.now(),
): Promise<boolean> {
  const before = await db.prepare('SELECT name, full_name, tin FROM organisations WHERE id = ?').bind(orgId).first<{ name: string; full_name: string | null; tin: string | null }>();
  if (!before) return false;
  const changes = identityChanges(before, fields);
  const update = db
    .prepare('UPDATE organisations SET name = ?, full_name = ?, tin = ?, address = ?, contacts = ? WHERE id = ?')
    .bind(fields.name, fields.fullName, fields.tin, fields.address, JSON.stringify(fields.contacts), orgId);
  if (!changes) return (await update.run()).meta.changes === 1;
  // Written only while the row still holds what was read (a racing save writes its own row).
  const unchanged = { sql: 'EXISTS (SELECT 1 FROM organisations WHERE id = ? AND name = ? AND full_name IS ? AND tin IS ?)', args: [orgId, before.name, before.full_name, before.tin] };
  const audit = auditStatement(db, { actorId, subjectType: 'organisation', subjectId: orgId, action: 'identity_change', from: null, to: null, comment: changes }, now, unchanged);
  const [, res] = await db.batch([audit, update]);
  return res?.meta.changes === 1;
}

/** "name: «A» → «B»; tin: …" for the identity fields that differ, or null. */
function identityChanges(before: { name: string; full_name: string | null; tin: string | null }, after: { name: string; fullName: string; tin: string }): string | null {
  const pairs: [string, string | null, string][] = [['name', before.name, after.name], ['full_name', before.full_name, after.fullName], ['tin', before.tin, after.tin]];
  const changed = pairs.filter(([, from, to]) => (from ?? '') !== to).map(([field, from, to]) => `${field}: «${from ?? ''}» → «${to}»`);
  return changed.length ? changed.join('; ') : null;
}

export async function setOrganisationLogo(db: D1Database, orgId: string, url: string | null): Promise<{ previous: string | null } | false> {
  const [before, res] = await db.batch<{ logo_url: string | null }>([
    db.prepare('SELECT logo_url FROM organisations WHERE id = ?').bind(orgId),
    db.prepare('UPDATE organisations SET logo_url = ? WHERE id = ?').bind(url, orgId),
  ]);
  if (res?.meta.changes !== 1) return false;
  return { previous: before?.results[0]?.logo_url ?? null };
}
