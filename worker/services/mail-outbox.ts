/**
 * The mail outbox (docs/architecture.md "Mail"): every message is written to D1 first, then a delivery
 * adapter sends it. Production uses an HTTP mail API configured by secrets (MAIL_API_URL,
 * MAIL_API_KEY, MAIL_FROM); development and tests have no adapter, so messages stay in the
 * outbox and show at /dev/mail.
 */
export interface OutgoingMail {
  to: string;
  locale: string;
  edition: string;
  /** Template id, e.g. 'verify', 'recovery', 'corporate-request'. */
  template: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  createdAt: number;
  sentAt: number | null;
  attempts: number;
  lastError: string | null;
}

export interface MailDeliveryAdapter {
  send(mail: StoredMail): Promise<void>;
}

/** Stores a message; returns its id. */
export async function queueMail(db: D1Database, mail: OutgoingMail, now = Date.now()): Promise<string> {
  const { id, statement } = queueMailStatement(db, mail, now);
  await statement.run();
  return id;
}

/** The same as a statement, to store a message in the batch that causes it (all or nothing). */
export function queueMailStatement(
  db: D1Database,
  mail: OutgoingMail,
  now = Date.now(),
): { id: string; statement: D1PreparedStatement } {
  const id = crypto.randomUUID();
  const statement = db
    .prepare(
      `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(id, mail.to.toLowerCase(), mail.subject, mail.text, mail.html, mail.locale, mail.edition, mail.template, now);
  return { id, statement };
}

/**
 * Stores a message only while `claimKey` is not yet in scheduled_claims: batched with
 * `claimStatement(db, claimKey)` after it, the mail and its claim commit together or not at all
 * (worker/data/claims.ts). `meta.changes` is 1 when the message was stored.
 */
export function queueMailUnlessClaimedStatement(
  db: D1Database,
  mail: OutgoingMail,
  claimKey: string,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM scheduled_claims WHERE key = ?)`,
    )
    .bind(
      crypto.randomUUID(),
      mail.to.toLowerCase(),
      mail.subject,
      mail.text,
      mail.html,
      mail.locale,
      mail.edition,
      mail.template,
      now,
      claimKey,
    );
}

interface Row {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  locale: string;
  edition: string;
  template: string;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
}
const toStored = (r: Row): StoredMail => ({
  id: r.id,
  to: r.recipient,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  locale: r.locale,
  edition: r.edition,
  template: r.template,
  createdAt: r.created_at,
  sentAt: r.sent_at,
  attempts: r.attempts,
  lastError: r.last_error,
});

/** Newest first; optionally only one recipient's. */
export async function listMail(
  db: D1Database,
  opts: { to?: string | undefined; limit?: number } = {},
): Promise<StoredMail[]> {
  const limit = Math.min(opts.limit ?? 100, 500);
  const stmt = opts.to
    ? db
        .prepare('SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT ?')
        .bind(opts.to.toLowerCase(), limit)
    : db.prepare('SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?').bind(limit);
  const { results } = await stmt.all<Row>();
  return results.map(toStored);
}

export async function findMail(db: D1Database, id: string): Promise<StoredMail | null> {
  const row = await db.prepare('SELECT * FROM mail_outbox WHERE id = ?').bind(id).first<Row>();
  return row ? toStored(row) : null;
}

/** The HTTP adapter when its secrets are set (a Resend-style JSON API), else none. */
export function mailAdapterFromEnv(env: {
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
}): MailDeliveryAdapter | null {
  const { MAIL_API_URL: url, MAIL_API_KEY: key, MAIL_FROM: from } = env;
  if (!url || !key || !from) return null;
  return {
    async send(mail) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      });
      if (!res.ok) throw new Error(`mail API ${res.status}`);
    },
  };
}

/** Sends one stored message through the adapter and records the outcome (never throws). */
export async function deliverMail(db: D1Database, adapter: MailDeliveryAdapter | null, id: string): Promise<boolean> {
  if (!adapter) return false;
  const mail = await findMail(db, id);
  if (!mail || mail.sentAt) return false;
  try {
    await adapter.send(mail);
    await db
      .prepare('UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?')
      .bind(Date.now(), id)
      .run();
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .prepare('UPDATE mail_outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?')
      .bind(message.slice(0, 500), id)
      .run();
    return false;
  }
}

/** Links in a message body (for /dev/mail.json and tests). */
export function mailLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
