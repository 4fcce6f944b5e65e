import type { PasswordHash } from '../lib/password';

/** A user with organisation and server roles, as sign-in answers and sessions need it. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  status: 'active' | 'pending' | 'disabled';
  locale: string;
  edition: string;
  imageUrl: string | null;
  orgId: string | null;
  orgName: string | null;
  orgLogoUrl: string | null;
  profileId: string | null;
  paymentAccountId: string | null;
  isSyncedWithMobile: boolean;
  emailVerifiedAt: number | null;
  /** Server role names, unknown ones included (the mapping ignores them). */
  roles: string[];
  password: PasswordHash | null;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  status: UserRecord['status'];
  locale: string;
  edition: string;
  image_url: string | null;
  org_id: string | null;
  org_name: string | null;
  org_logo_url: string | null;
  profile_id: string | null;
  payment_account_id: string | null;
  is_synced_with_mobile: number;
  email_verified_at: number | null;
  roles: string | null;
  password_hash: string | null;
  password_salt: string | null;
  password_iterations: number | null;
  password_algorithm: string | null;
}

/** One statement: user, organisation and roles (the session middleware's single D1 read reuses it). */
export const USER_SELECT = `
  SELECT u.id, u.email, u.name, u.phone, u.status, u.locale, u.edition, u.image_url, u.org_id,
         o.name AS org_name, o.logo_url AS org_logo_url, u.profile_id, u.payment_account_id,
         u.is_synced_with_mobile, u.email_verified_at,
         (SELECT group_concat(role) FROM user_roles r WHERE r.user_id = u.id) AS roles,
         u.password_hash, u.password_salt, u.password_iterations, u.password_algorithm
  FROM users u LEFT JOIN organisations o ON o.id = u.org_id`;

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    status: row.status,
    locale: row.locale,
    edition: row.edition,
    imageUrl: row.image_url,
    orgId: row.org_id,
    orgName: row.org_name,
    orgLogoUrl: row.org_logo_url,
    profileId: row.profile_id,
    paymentAccountId: row.payment_account_id,
    isSyncedWithMobile: row.is_synced_with_mobile === 1,
    emailVerifiedAt: row.email_verified_at,
    roles: row.roles ? row.roles.split(',').sort() : [],
    password:
      row.password_hash && row.password_salt && row.password_iterations && row.password_algorithm
        ? {
            hash: row.password_hash,
            salt: row.password_salt,
            iterations: row.password_iterations,
            algorithm: row.password_algorithm,
          }
        : null,
  };
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRecord | null> {
  const row = await db.prepare(`${USER_SELECT} WHERE u.email = ?`).bind(email.trim().toLowerCase()).first<UserRow>();
  return row ? toUserRecord(row) : null;
}

export async function findUserById(db: D1Database, id: string): Promise<UserRecord | null> {
  const row = await db.prepare(`${USER_SELECT} WHERE u.id = ?`).bind(id).first<UserRow>();
  return row ? toUserRecord(row) : null;
}

export interface NewUser {
  id?: string;
  email: string;
  name: string;
  password: PasswordHash | null;
  locale: string;
  edition: string;
  status: UserRecord['status'];
  roles: readonly string[];
  orgId?: string | null;
  phone?: string | null;
  emailVerifiedAt?: number | null;
}

/** Statements that create a user with roles; run them in one db.batch (all or nothing). */
export function insertUserStatements(
  db: D1Database,
  user: NewUser,
  now = Date.now(),
): { id: string; statements: D1PreparedStatement[] } {
  const id = user.id ?? crypto.randomUUID();
  const p = user.password;
  const statements = [
    db
      .prepare(
        `INSERT INTO users (id, email, name, phone, password_hash, password_salt, password_iterations, password_algorithm,
           locale, edition, status, email_verified_at, org_id, profile_id, payment_account_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        user.email.trim().toLowerCase(),
        user.name,
        user.phone ?? null,
        p?.hash ?? null,
        p?.salt ?? null,
        p?.iterations ?? null,
        p?.algorithm ?? null,
        user.locale,
        user.edition,
        user.status,
        user.emailVerifiedAt ?? null,
        user.orgId ?? null,
        crypto.randomUUID(),
        crypto.randomUUID(),
        now,
        now,
      ),
    ...user.roles.map((role) => db.prepare('INSERT INTO user_roles (user_id, role) VALUES (?, ?)').bind(id, role)),
  ];
  return { id, statements };
}

/** pending → active, once (a conditional UPDATE: two clicks on the link cannot both activate). */
export function activateUserStatement(db: D1Database, userId: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET status = 'active', email_verified_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'`,
    )
    .bind(now, now, userId);
}

export function setPasswordStatement(
  db: D1Database,
  userId: string,
  p: PasswordHash,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, password_algorithm = ?, updated_at = ?
       WHERE id = ? AND status != 'disabled'`,
    )
    .bind(p.hash, p.salt, p.iterations, p.algorithm, now, userId);
}

/** Disables an account and ends every one of its sessions in one transaction. */
export async function disableUser(db: D1Database, userId: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.prepare(`UPDATE users SET status = 'disabled', updated_at = ? WHERE id = ?`).bind(now, userId),
    db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId),
  ]);
}
