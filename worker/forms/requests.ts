import type { Context } from 'hono';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { FieldErrors } from '../../ui/shared/schemas/form-fields';
import { formErrorText } from '../../ui/shared/schemas/form-fields';
import type { AppEnv } from '../env';
import { clientAddress } from '../services/rate-limit';
import { deliverMail, mailAdapterFromEnv } from '../services/mail-outbox';
import type { FormContext, SubscriptionLinks } from './rules';
import { mailOrigin } from '../lib/mail-origin';

export function formContext(c: Context<AppEnv>): FormContext {
  return {
    db: c.env.DB,
    edition: c.get('edition'),
    locale: c.get('locale'),
    userId: c.get('sessionUser')?.id ?? null,
    address: clientAddress((name) => c.req.header(name)),
  };
}

export function subscriptionLinks(c: Context<AppEnv>): SubscriptionLinks {
  const origin = mailOrigin(c);
  return {
    link: (path) => origin + localizedPath(c.get('edition'), c.get('locale'), path),
    secret: c.get('vars').JWT_SECRET,
  };
}

/** Localized field messages for an API answer. */
export function localizeErrors(c: Context<AppEnv>, errors: FieldErrors): Record<string, string[]> {
  const t = c.get('i18n').t;
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => formErrorText(t, m))]),
  );
}

/** Sends queued mail after the response when a delivery adapter is configured (production). */
export function deliverQueuedMail(c: Context<AppEnv>): void {
  const adapter = mailAdapterFromEnv(c.env as { MAIL_API_URL?: string; MAIL_API_KEY?: string; MAIL_FROM?: string });
  if (!adapter) return;
  const task = (async () => {
    const { results } = await c.env.DB.prepare(
      'SELECT id FROM mail_outbox WHERE sent_at IS NULL AND attempts < 3 ORDER BY created_at LIMIT 5',
    ).all<{ id: string }>();
    for (const row of results) await deliverMail(c.env.DB, adapter, row.id);
  })();
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (some test harnesses): the message stays queued for the next sender.
  }
}
