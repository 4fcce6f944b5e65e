/**
 * E-mails about manager decisions, in the recipient's locale and edition brand (users.locale /
 * users.edition, or the request's for a registration). Texts: `mail.review.<template>.*`.
 */
import { EDITIONS, isLocale, type EditionId } from '../../editions';
import { createTranslator, type Params } from '../../ui/shared/i18n';
import { messagesFor } from '../i18n/messages';
import type { OutgoingMail } from './mail-outbox';
import { escapeHtml } from '../lib/escape-html';

export type ReviewMailTemplate =
  | 'requestApproved'
  | 'requestDeclined'
  | 'facilityAccepted'
  | 'facilityDeclined'
  | 'facilityBlocked'
  | 'facilityUnblocked'
  | 'eventPublished'
  | 'eventDeclined';

export interface ReviewMailRecipient {
  email: string;
  name: string;
  locale: string;
  edition: string;
}

/** `params` fill the template's {placeholders}; `reason` (if any) is shown as its own paragraph. */
export function renderReviewMail(
  template: ReviewMailTemplate,
  recipient: ReviewMailRecipient,
  params: Params,
  link: string | null,
  reason: string | null = null,
  /** Server roles to list as {roles}, named in the recipient's language (manager.roles.*). */
  roles: readonly string[] = [],
): OutgoingMail {
  const edition = EDITIONS[recipient.edition as EditionId] ?? EDITIONS.ru;
  const locale =
    isLocale(recipient.locale) && edition.locales.includes(recipient.locale) ? recipient.locale : edition.defaultLocale;
  const { t } = createTranslator(locale, messagesFor(locale, edition.defaultLocale));
  const all = {
    ...params,
    brand: edition.brand,
    name: recipient.name || recipient.email,
    roles: roles.map((r) => t(`manager.roles.${r}`)).join(', '),
  };
  const key = (part: string) => `mail.review.${template}.${part}`;
  const subject = t(key('subject'), all);
  const greeting = t('mail.greeting', all);
  const intro = t(key('intro'), all);
  const reasonLine = reason ? t('mail.review.reason', { reason }) : null;
  const action = t(key('action'), all);
  const outro = t(key('outro'), all);
  const signature = t('mail.signature', all);
  const text = [
    greeting,
    '',
    intro,
    ...(reasonLine ? ['', reasonLine] : []),
    ...(link ? ['', `${action}: ${link}`] : []),
    '',
    outro,
    '',
    signature,
  ].join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#37927B;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1e293b"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${reasonLine ? `<p style="white-space:pre-line">${escapeHtml(reasonLine)}</p>` : ''}${button}<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to: recipient.email, locale, edition: edition.id, template: `review.${template}`, subject, text, html };
}
