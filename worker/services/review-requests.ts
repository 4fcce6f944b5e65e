/**
 * Corporate registration requests (docs/product.md §1, §4.7). Approving creates the organisation,
 * the account with the chosen roles and a set-password link, exactly once: one batch (a D1
 * transaction; batches never interleave) runs the conditional UPDATE … WHERE status = 'pending'
 * first; every later INSERT only happens while the request is approved and has no account yet, and
 * the last statement links the new account. A losing racer's UPDATE changes nothing and, running
 * after the winner's commit, finds the account linked: it creates nothing.
 * docs/decisions/028-review-decisions-once.md.
 */
import { findRegistrationRequest, type RegistrationRequestRecord } from '../data/registration-requests';
import { randomToken, sha256 } from '../data/tokens';
import { findUserByEmail } from '../data/users';
import { auditStatement } from '../data/audit';
import { AppError } from '../lib/errors';
import { GRANTABLE_ROLES, type GrantableRole } from '../../ui/shared/manager-types';
import { notify } from './notify';
import { renderReviewMail } from './review-mail';
import { scheduleMail, siteLink, type ReviewContext } from './review-context';

/** A set-password link of an approved account stays valid for 7 days (a recovery link: 1 hour). */
const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

async function loadPending(db: D1Database, id: string): Promise<RegistrationRequestRecord> {
  const request = await findRegistrationRequest(db, id);
  if (!request) throw new AppError(404, 'request_not_found', 'manager.errors.requestNotFound');
  if (request.status !== 'pending') throw new AppError(409, 'already_decided', 'manager.errors.alreadyDecided');
  return request;
}

function normaliseRoles(roles: readonly string[]): GrantableRole[] {
  const chosen = [...new Set(roles)].filter((r): r is GrantableRole =>
    (GRANTABLE_ROLES as readonly string[]).includes(r),
  );
  if (chosen.length === 0 || chosen.length !== new Set(roles).size)
    throw new AppError(422, 'roles_required', 'manager.errors.rolesRequired');
  return chosen;
}

export async function approveRequest(
  ctx: ReviewContext,
  input: { requestId: string; managerId: string; roles: readonly string[] },
  now = Date.now(),
): Promise<{ userId: string; orgId: string; mailId: string }> {
  const roles = normaliseRoles(input.roles);
  const request = await loadPending(ctx.db, input.requestId);
  if (await findUserByEmail(ctx.db, request.email)) throw new AppError(409, 'user_exists', 'manager.errors.emailTaken');
  const db = ctx.db;
  const userId = crypto.randomUUID();
  const orgId = crypto.randomUUID();
  const token = randomToken();
  // Only the batch whose UPDATE won goes on to create anything (user_id is set by its last statement;
  // it cannot be set first: registration_requests.user_id references users).
  const won = `EXISTS (SELECT 1 FROM registration_requests WHERE id = ? AND status = 'approved' AND decided_by = ? AND decided_at = ? AND user_id IS NULL)`;
  const wonArgs = [request.id, input.managerId, now];
  const link = `${siteLink(ctx, request.edition, request.locale, '/recovery')}?token=${token}`;
  const mail = renderReviewMail(
    'requestApproved',
    { email: request.email, name: request.contactName, locale: request.locale, edition: request.edition },
    { orgName: request.orgName },
    link,
    null,
    roles,
  );
  const mailId = crypto.randomUUID();
  const results = await db.batch([
    db
      .prepare(
        `UPDATE registration_requests SET status = 'approved', decided_by = ?, decided_at = ?, reason = NULL WHERE id = ? AND status = 'pending'`,
      )
      .bind(input.managerId, now, request.id),
    db
      .prepare(
        `INSERT INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) SELECT ?, ?, ?, ?, ?, NULL, ?, '{}', ? WHERE ${won}`,
      )
      .bind(orgId, request.orgName, request.orgName, request.inn, request.address, request.edition, now, ...wonArgs),
    // No password yet: 'pending' until the set-password link is used (completeRecovery activates it).
    db
      .prepare(
        `INSERT INTO users (id, email, name, locale, edition, status, org_id, profile_id, payment_account_id, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ? WHERE ${won}`,
      )
      .bind(
        userId,
        request.email,
        request.contactName,
        request.locale,
        request.edition,
        orgId,
        crypto.randomUUID(),
        crypto.randomUUID(),
        now,
        now,
        ...wonArgs,
      ),
    ...roles.map((role) =>
      db.prepare(`INSERT INTO user_roles (user_id, role) SELECT ?, ? WHERE ${won}`).bind(userId, role, ...wonArgs),
    ),
    db
      .prepare(
        `INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) SELECT ?, 'recovery', ?, ?, ? WHERE ${won}`,
      )
      .bind(await sha256(token), userId, now, now + SET_PASSWORD_TTL_MS, ...wonArgs),
    db
      .prepare(
        `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${won}`,
      )
      .bind(
        mailId,
        mail.to.toLowerCase(),
        mail.subject,
        mail.text,
        mail.html,
        mail.locale,
        mail.edition,
        mail.template,
        now,
        ...wonArgs,
      ),
    auditStatement(
      db,
      {
        actorId: input.managerId,
        subjectType: 'registration_request',
        subjectId: request.id,
        action: 'approve',
        from: 'pending',
        to: 'approved',
        comment: `roles: ${roles.join(', ')}`,
      },
      now,
      { sql: won, args: wonArgs },
    ),
    db
      .prepare(
        `UPDATE registration_requests SET user_id = ? WHERE id = ? AND status = 'approved' AND decided_by = ? AND decided_at = ? AND user_id IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ?)`,
      )
      .bind(userId, request.id, input.managerId, now, userId),
  ]);
  if (results[0]!.meta.changes !== 1) throw new AppError(409, 'already_decided', 'manager.errors.alreadyDecided');
  scheduleMail(ctx, mailId);
  // The new account's first notification (it shows once they have signed in).
  ctx.later(
    notify(ctx.env, {
      userId,
      kind: 'registration',
      messageKey: 'notifications.messages.registrationApproved',
      params: { orgName: request.orgName },
      link: '/profile/',
    }).catch((error: unknown) => console.warn('registration notification failed', String(error))),
  );
  return { userId, orgId, mailId };
}

/** Declines with a reason, e-mailed to the applicant (there is no account to notify). */
export async function declineRequest(
  ctx: ReviewContext,
  input: { requestId: string; managerId: string; reason: string },
  now = Date.now(),
): Promise<{ mailId: string }> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError(422, 'reason_required', 'manager.errors.reasonRequired');
  const request = await loadPending(ctx.db, input.requestId);
  const db = ctx.db;
  const mail = renderReviewMail(
    'requestDeclined',
    { email: request.email, name: request.contactName, locale: request.locale, edition: request.edition },
    { orgName: request.orgName },
    null,
    reason,
  );
  const mailId = crypto.randomUUID();
  // No fresh id to mark the winner with here: each INSERT runs only when the statement before it
  // changed exactly one row (SQLite's changes(); the batch is one transaction on one connection),
  // so a losing UPDATE (0 rows) writes no audit row and no e-mail.
  const results = await db.batch([
    db
      .prepare(
        `UPDATE registration_requests SET status = 'declined', decided_by = ?, decided_at = ?, reason = ?, user_id = NULL WHERE id = ? AND status = 'pending'`,
      )
      .bind(input.managerId, now, reason, request.id),
    auditStatement(
      db,
      {
        actorId: input.managerId,
        subjectType: 'registration_request',
        subjectId: request.id,
        action: 'decline',
        from: 'pending',
        to: 'declined',
        comment: reason,
      },
      now,
      { sql: 'changes() = 1', args: [] },
    ),
    db
      .prepare(
        `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(
        mailId,
        mail.to.toLowerCase(),
        mail.subject,
        mail.text,
        mail.html,
        mail.locale,
        mail.edition,
        mail.template,
        now,
      ),
    // The Google identity that asked for this account must not link silently to whatever account
    // gets the address later (docs/decisions/120): a declined request leaves no note behind.
    db
      .prepare(
        `DELETE FROM pending_identity_links WHERE email = ? AND provider = 'google' AND EXISTS (SELECT 1 FROM registration_requests WHERE id = ? AND status = 'declined' AND decided_at = ?)`,
      )
      .bind(request.email.toLowerCase(), request.id, now),
  ]);
  if (results[0]!.meta.changes !== 1) throw new AppError(409, 'already_decided', 'manager.errors.alreadyDecided');
  scheduleMail(ctx, mailId);
  return { mailId };
}
