/**
 * What every review decision needs besides the database: the bindings to notify the owner, the
 * origin of each edition for links in e-mails, and a way to finish work after the response.
 * Built from the Hono context by the manager routes; tests and scripts can build their own.
 */
import type { Context } from 'hono';
import { EDITIONS, isLocale, type EditionId } from '../../editions';
import { publicOrigin } from '../lib/public-origin';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { NotificationItem } from '../../ui/shared/notification-protocol';
import type { AppEnv } from '../env';
import { findUserById, type UserRecord } from '../data/users';
import { auditStatement, type AuditEntry } from '../data/audit';
import { deliverMail, mailAdapterFromEnv, queueMailStatement } from './mail-outbox';
import { deliver, notificationStatement, type NotifyEnv, type NotifyInput } from './notify';
import { renderReviewMail, type ReviewMailTemplate } from './review-mail';
import type { Params } from '../../ui/shared/i18n';

export interface ReviewContext {
  db: D1Database;
  env: NotifyEnv & Record<string, unknown>;
  /** Origin (scheme://host[:port]) of an edition's site, for links in e-mails. */
  originFor(edition: string): string;
  /** Runs work after the response (waitUntil); awaits it where there is no execution context. */
  later(work: Promise<unknown>): void;
}

/**
 * Links point at the recipient's edition: a configured production host of that edition when the
 * current host is a configured one, else the development host of that edition on this port.
 */
export function reviewContext(c: Context<AppEnv>): ReviewContext {
  return {
    db: c.env.DB,
    env: c.env as unknown as ReviewContext['env'],
    originFor(edition) {
      // Never the request's Host (docs/decisions/042): configured hosts, else development hosts.
      return publicOrigin(c.get('vars'), (EDITIONS[edition as EditionId] ?? c.get('edition')).id, c.req.url);
    },
    later(work) {
      try {
        c.executionCtx.waitUntil(work);
      } catch {
        void work;
      }
    },
  };
}

/** The user told about a decision on something their organisation owns: its author, else any active member. */
export async function ownerOf(db: D1Database, authorId: string | null, orgId: string): Promise<UserRecord | null> {
  const author = authorId ? await findUserById(db, authorId) : null;
  if (author && author.status !== 'disabled' && author.orgId === orgId) return author;
  const row = await db
    .prepare(`SELECT id FROM users WHERE org_id = ? AND status = 'active' ORDER BY created_at LIMIT 1`)
    .bind(orgId)
    .first<{ id: string }>();
  return row ? findUserById(db, row.id) : author;
}

export interface OwnerNotice {
  owner: UserRecord | null;
  audit: AuditEntry;
  notification: Omit<NotifyInput, 'userId' | 'kind'>;
  mail: { template: ReviewMailTemplate; params: Params; path: string | null; reason?: string | null };
}

/**
 * After a decision won its conditional UPDATE: the audit row, the owner's notification row and the
 * owner's e-mail in one batch, then the live push and the mail delivery after the response.
 */
export async function recordDecision(
  ctx: ReviewContext,
  notice: OwnerNotice,
  now = Date.now(),
): Promise<{ mailId: string | null }> {
  const statements: D1PreparedStatement[] = [auditStatement(ctx.db, notice.audit, now)];
  let pushed: NotificationItem | null = null;
  let mailId: string | null = null;
  const owner = notice.owner;
  if (owner && owner.status !== 'disabled') {
    const n = notificationStatement(ctx.db, { userId: owner.id, kind: 'review', ...notice.notification }, now);
    statements.push(n.statement);
    pushed = n.item;
    const link = notice.mail.path ? siteLink(ctx, owner.edition, owner.locale, notice.mail.path) : null;
    const mail = queueMailStatement(
      ctx.db,
      renderReviewMail(
        notice.mail.template,
        { email: owner.email, name: owner.name, locale: owner.locale, edition: owner.edition },
        notice.mail.params,
        link,
        notice.mail.reason ?? null,
      ),
      now,
    );
    statements.push(mail.statement);
    mailId = mail.id;
  }
  await ctx.db.batch(statements);
  if (owner && pushed) ctx.later(deliver(ctx.env, owner.id, pushed));
  if (mailId) scheduleMail(ctx, mailId);
  return { mailId };
}

/** An absolute link into the recipient's edition, with their locale prefix where the edition uses one. */
export function siteLink(ctx: ReviewContext, editionId: string, locale: string, path: string): string {
  const edition = EDITIONS[editionId as EditionId] ?? EDITIONS.ru;
  const loc = isLocale(locale) && edition.locales.includes(locale) ? locale : edition.defaultLocale;
  return `${ctx.originFor(edition.id)}${localizedPath(edition, loc, path)}`;
}

/** Hands a stored message to the delivery adapter (none in development: it stays at /dev/mail). */
export function scheduleMail(ctx: ReviewContext, mailId: string): void {
  const adapter = mailAdapterFromEnv(ctx.env as { MAIL_API_URL?: string; MAIL_API_KEY?: string; MAIL_FROM?: string });
  if (adapter) ctx.later(deliverMail(ctx.db, adapter, mailId));
}
