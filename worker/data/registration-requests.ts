export interface NewRegistrationRequest {
  orgName: string;
  address: string;
  inn: string;
  contactName: string;
  email: string;
  requestedRoles: readonly string[];
  edition: string;
  locale: string;
}

export interface RegistrationRequestRecord extends Omit<NewRegistrationRequest, 'requestedRoles'> {
  id: string;
  /** Server roles the applicant chose. */
  requestedRoles: string[];
  status: 'pending' | 'approved' | 'declined';
  decidedBy: string | null;
  decidedAt: number | null;
  reason: string | null;
  userId: string | null;
  createdAt: number;
}

export async function insertRegistrationRequest(
  db: D1Database,
  r: NewRegistrationRequest,
  now = Date.now(),
): Promise<string> {
  const { id, statement } = insertRegistrationRequestStatement(db, r, now);
  await statement.run();
  return id;
}

export function insertRegistrationRequestStatement(
  db: D1Database,
  r: NewRegistrationRequest,
  now = Date.now(),
): { id: string; statement: D1PreparedStatement } {
  const id = crypto.randomUUID();
  const statement = db
    .prepare(
      `INSERT INTO registration_requests (id, org_name, address, inn, contact_name, email, requested_roles, edition, locale, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
    )
    .bind(
      id,
      r.orgName,
      r.address,
      r.inn,
      r.contactName,
      r.email.toLowerCase(),
      JSON.stringify(r.requestedRoles),
      r.edition,
      r.locale,
      now,
    );
  return { id, statement };
}

export async function hasPendingRequest(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS x FROM registration_requests WHERE email = ? AND status = 'pending' LIMIT 1`)
    .bind(email.toLowerCase())
    .first();
  return !!row;
}

interface Row {
  id: string;
  org_name: string;
  address: string;
  inn: string;
  contact_name: string;
  email: string;
  requested_roles: string;
  edition: string;
  locale: string;
  status: RegistrationRequestRecord['status'];
  decided_by: string | null;
  decided_at: number | null;
  reason: string | null;
  user_id: string | null;
  created_at: number;
}

function toRecord(r: Row): RegistrationRequestRecord {
  return {
    id: r.id,
    orgName: r.org_name,
    address: r.address,
    inn: r.inn,
    contactName: r.contact_name,
    email: r.email,
    requestedRoles: JSON.parse(r.requested_roles) as string[],
    edition: r.edition,
    locale: r.locale,
    status: r.status,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
    reason: r.reason,
    userId: r.user_id,
    createdAt: r.created_at,
  };
}

export async function findRegistrationRequest(db: D1Database, id: string): Promise<RegistrationRequestRecord | null> {
  const row = await db.prepare('SELECT * FROM registration_requests WHERE id = ?').bind(id).first<Row>();
  return row ? toRecord(row) : null;
}
