export interface NewOrganisation {
  id?: string;
  name: string;
  fullName?: string | null;
  tin?: string | null;
  address?: string | null;
  logoUrl?: string | null;
  edition: string;
  contacts?: Record<string, string>;
}

export function insertOrganisationStatement(
  db: D1Database,
  org: NewOrganisation,
  now = Date.now(),
): { id: string; statement: D1PreparedStatement } {
  const id = org.id ?? crypto.randomUUID();
  const statement = db
    .prepare(
      'INSERT INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      id,
      org.name,
      org.fullName ?? org.name,
      org.tin ?? null,
      org.address ?? null,
      org.logoUrl ?? null,
      org.edition,
      JSON.stringify(org.contacts ?? {}),
      now,
    );
  return { id, statement };
}
