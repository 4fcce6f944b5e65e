import { EDITIONS, isLocale, type EditionId, type Locale } from '../../editions';
import { createTranslator, type Params, type Translator } from '../../ui/shared/i18n';
import { messagesFor } from '../i18n/messages';
import type { OutgoingMail } from './mail-outbox';
import { escapeHtml } from '../lib/escape-html';

/**
 * Localized messages (the recipient's locale and edition brand). Texts live under `mail.*`
 * in every locale; the HTML part is the same content with the link as a button.
 */
export type MailTemplate =
  | 'verify'
  | 'recovery'
  | 'corporateRequest'
  | 'googleMerge'
  | `profile.${string}`
  | `trust.${string}`;

export interface MailRecipient {
  email: string;
  name: string;
  locale: string;
  edition: string;
}

function translatorFor(recipient: MailRecipient): {
  t: Translator['t'];
  brand: string;
  locale: Locale;
  edition: EditionId;
} {
  const edition = EDITIONS[recipient.edition as EditionId] ?? EDITIONS.ru;
  const locale =
    isLocale(recipient.locale) && edition.locales.includes(recipient.locale) ? recipient.locale : edition.defaultLocale;
  return {
    t: createTranslator(locale, messagesFor(locale, edition.defaultLocale)).t,
    brand: edition.brand,
    locale,
    edition: edition.id,
  };
}

/**
 * Builds a message from `mail.<template>.{subject,intro,action,outro}`; `extra` adds parameters
 * such as {newEmail} for the texts.
 */
export function renderMail(
  template: MailTemplate,
  recipient: MailRecipient,
  link: string | null,
  extra: Params = {},
): OutgoingMail {
  const { t, brand, locale, edition } = translatorFor(recipient);
  const params = { ...extra, brand, name: recipient.name || recipient.email };
  const key = (part: string) => `mail.${template}.${part}`;
  const subject = t(key('subject'), params);
  const greeting = t('mail.greeting', params);
  const intro = t(key('intro'), params);
  const outro = t(key('outro'), params);
  const action = t(key('action'), params);
  const signature = t('mail.signature', params);
  const text = [greeting, '', intro, ...(link ? ['', `${action}: ${link}`] : []), '', outro, '', signature].join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#37927B;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1e293b"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to: recipient.email, locale, edition, template, subject, text, html };
}
