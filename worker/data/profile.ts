import { auditStatement } from './audit';
import { organisationTagsStatement } from './cache-versions';
import { pendingIdentityChangeOf, requestIdentityChangeStatements } from './org-identity-changes';
/**
 * Profile data: the user's own fields and their organisation's public profile.
 * Plain functions on the D1 binding; the rules that span tables live in worker/services/profile-*.ts.
 */
import type { OrganisationProfile } from '../../ui/shared/schemas/profile';

interface OrgRow {
  id: string;
  name: string;
  full_name: string | null;
  tin: string | null;
  address: string | null;
  logo_url: string | null;
  contacts: string | null;
}

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
  const row = await db
    .prepare('SELECT id, name, full_name, tin, address, logo_url, contacts FROM organisations WHERE id = ?')
    .bind(orgId)
    .first<OrgRow>();
  if (!row) return null;
  const pending = await pendingIdentityChangeOf(db, orgId);
  return {
    id: row.id,
    name: row.name,
    fullName: row.full_name ?? row.name,
    tin: row.tin ?? '',
    address: row.address ?? '',
    logoUrl: row.logo_url,
    contacts: parseContacts(row.contacts),
    pendingIdentity: pending ? { name: pending.name, fullName: pending.fullName, tin: pending.tin } : null,
  };
}

/** Name and phone (phone: E.164 digits without '+', or null; docs/decisions/031). */
export async function updatePersonal(
  db: D1Database,
  userId: string,
  fields: { name: string; phone: string | null },
  now = Date.now(),
): Promise<boolean> {
  const res = await db
    .prepare(`UPDATE users SET name = ?, phone = ?, updated_at = ? WHERE id = ? AND status = 'active'`)
    .bind(fields.name, fields.phone, now, userId)
    .run();
  return res.meta.changes === 1;
}

/** Replaces the avatar URL; returns the previous one (so its object can be removed), or false. */
export async function setUserImage(
  db: D1Database,
  userId: string,
  url: string | null,
  now = Date.now(),
): Promise<{ previous: string | null } | false> {
  const [before, res] = await db.batch<{ image_url: string | null }>([
    db.prepare('SELECT image_url FROM users WHERE id = ?').bind(userId),
    db
      .prepare(`UPDATE users SET image_url = ?, updated_at = ? WHERE id = ? AND status = 'active'`)
      .bind(url, now, userId),
  ]);
  if (res?.meta.changes !== 1) return false;
  return { previous: before?.results[0]?.image_url ?? null };
}

/**
 * Saves the organisation profile. Address and contacts change at once; a change of its public
 * identity (name, full name, tax id: what its accepted points show) becomes a request the
 * managers' console lists, and the public keeps the current identity until a manager approves it
 * (docs/decisions/128). Returns whether the organisation exists and whether a review is pending.
 */
export async function updateOrganisation(
  db: D1Database,
  orgId: string,
  fields: { name: string; fullName: string; tin: string; address: string; contacts: Record<string, string> },
  actorId: string | null = null,
  now = Date.now(),
): Promise<{ saved: boolean; identityPending: boolean }> {
  const before = await db
    .prepare('SELECT name, full_name, tin FROM organisations WHERE id = ?')
    .bind(orgId)
    .first<{ name: string; full_name: string | null; tin: string | null }>();
  if (!before) return { saved: false, identityPending: false };
  const changes = identityChanges(before, fields);
  const contacts = JSON.stringify(fields.contacts);
  // Event and point pages show the address and contacts: their tags, before the update and only
  // when one of them differs (saving the same form again invalidates nothing).
  const tags = organisationTagsStatement(db, orgId, {
    sql: 'EXISTS (SELECT 1 FROM organisations WHERE id = ?1 AND (address IS NOT ? OR contacts IS NOT ?))',
    args: [fields.address, contacts],
  });
  const update = db
    .prepare('UPDATE organisations SET address = ?, contacts = ? WHERE id = ?')
    .bind(fields.address, contacts, orgId);
  if (!changes) {
    // Saving the current identity again withdraws an open request (the owner changed their mind).
    const withdraw = db
      .prepare(
        `UPDATE pending_org_changes SET status = 'withdrawn', decided_at = ? WHERE org_id = ? AND status = 'pending'`,
      )
      .bind(now, orgId);
    const [, res] = await db.batch([tags, update, withdraw]);
    return { saved: res?.meta.changes === 1, identityPending: false };
  }
  // The same request again (the owner saved the form for its address or contacts): it stays as it is.
  const open = await pendingIdentityChangeOf(db, orgId);
  if (open && open.name === fields.name && open.fullName === fields.fullName && open.tin === fields.tin) {
    const [, res] = await db.batch([tags, update]);
    return { saved: res?.meta.changes === 1, identityPending: true };
  }
  const [, res] = await db.batch([
    tags,
    update,
    ...requestIdentityChangeStatements(db, orgId, actorId, fields, changes, now),
  ]);
  return { saved: res?.meta.changes === 1, identityPending: true };
}

/** "name: «A» → «B»; tin: …" for the identity fields that differ, or null. */
function identityChanges(
  before: { name: string; full_name: string | null; tin: string | null },
  after: { name: string; fullName: string; tin: string },
): string | null {
  const pairs: [string, string | null, string][] = [
    ['name', before.name, after.name],
    ['full_name', before.full_name, after.fullName],
    ['tin', before.tin, after.tin],
  ];
  const changed = pairs
    .filter(([, from, to]) => (from ?? '') !== to)
    .map(([field, from, to]) => `${field}: «${from ?? ''}» → «${to}»`);
  return changed.length ? changed.join('; ') : null;
}

/**
 * Replaces the logo at once (a picture, not the name a visitor trusts), with an audit row the
 * managers' console lists (docs/decisions/128).
 */
export async function setOrganisationLogo(
  db: D1Database,
  orgId: string,
  url: string | null,
  actorId: string | null = null,
  now = Date.now(),
): Promise<{ previous: string | null } | false> {
  const [before, res] = await db.batch<{ logo_url: string | null }>([
    db.prepare('SELECT logo_url FROM organisations WHERE id = ?').bind(orgId),
    db.prepare('UPDATE organisations SET logo_url = ? WHERE id = ?').bind(url, orgId),
    auditStatement(
      db,
      {
        actorId,
        subjectType: 'organisation',
        subjectId: orgId,
        action: 'logo_change',
        from: null,
        to: null,
        comment: url ?? '—',
      },
      now,
      {
        sql: 'changes() = 1',
        args: [],
      },
    ),
  ]);
  if (res?.meta.changes !== 1) return false;
  return { previous: before?.results[0]?.logo_url ?? null };
}
