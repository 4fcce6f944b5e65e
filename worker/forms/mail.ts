import { EDITIONS, type Edition, type EditionId, type Locale } from '../../editions';
import { createTranslator, type Translator } from '../../ui/shared/i18n';
import { messagesFor } from '../i18n/messages';
import type { OutgoingMail } from '../services/mail-outbox';
import { escapeHtml } from '../lib/escape-html';

/**
 * Messages of the public forms: a plain summary to the edition's support address (in the
 * edition's default language, which its support team reads) and the subscription confirmation
 * (in the subscriber's language, with an unsubscribe link as every newsletter message has).
 */

function supportTranslator(edition: Edition): Translator {
  return createTranslator(edition.defaultLocale, messagesFor(edition.defaultLocale, edition.defaultLocale));
}

/** A submission summary: one 'Label: value' line per field. */
export function submissionMail(
  edition: Edition,
  template: 'support-question' | 'inquiry' | 'write-to-us',
  subjectKey: string,
  fields: readonly [labelKey: string, value: string | null][],
  replyTo: string,
): OutgoingMail {
  const t = supportTranslator(edition).t;
  const subject = t(subjectKey, { brand: edition.brand });
  const lines = fields.filter(([, v]) => v).map(([label, value]) => `${t(label)}: ${value}`);
  const text = [subject, '', ...lines, '', t('forms.mail.replyTo', { email: replyTo })].join('\n');
  const rows = fields
    .filter(([, v]) => v)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(t(label))}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value ?? '')}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${edition.defaultLocale}"><body style="font-family:system-ui,sans-serif;max-width:640px;margin:0 auto;padding:24px;color:#1e293b"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><table>${rows}</table><p>${escapeHtml(t('forms.mail.replyTo', { email: replyTo }))}</p></body></html>`;
  return {
    to: edition.supportEmail,
    locale: edition.defaultLocale,
    edition: edition.id,
    template,
    subject,
    text,
    html,
  };
}

/** Double opt-in message: confirm link plus the unsubscribe link. */
export function subscriptionConfirmMail(
  editionId: EditionId,
  locale: Locale,
  email: string,
  confirmLink: string,
  unsubscribeLink: string,
): OutgoingMail {
  const edition = EDITIONS[editionId];
  const t = createTranslator(locale, messagesFor(locale, edition.defaultLocale)).t;
  const p = { brand: edition.brand };
  const subject = t('forms.subscription.mailSubject', p);
  const intro = t('forms.subscription.mailIntro', p);
  const action = t('forms.subscription.mailAction', p);
  const ignore = t('forms.subscription.mailIgnore', p);
  const unsubscribe = t('forms.subscription.mailUnsubscribe', p);
  const text = [intro, '', `${action}: ${confirmLink}`, '', ignore, '', `${unsubscribe}: ${unsubscribeLink}`].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1e293b"><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(confirmLink)}" style="display:inline-block;padding:12px 20px;background:#37927B;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(confirmLink)}</p><p>${escapeHtml(ignore)}</p><hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(unsubscribe)}</a></p></body></html>`;
  return { to: email, locale, edition: edition.id, template: 'subscription-confirm', subject, text, html };
}
