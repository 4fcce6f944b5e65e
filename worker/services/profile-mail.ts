import { EDITIONS, isLocale, type EditionId } from '../../editions';
import { createTranslator, type Params } from '../../ui/shared/i18n';
import { messagesFor } from '../i18n/messages';
import type { OutgoingMail } from './mail-outbox';
import type { MailRecipient } from './mail-templates';

/**
 * Profile messages (`mail.profile.<template>.{subject,intro,action,outro}` in every locale), built
 * like the accounts issue's mail-templates.ts but with extra parameters ({newEmail}, {oldEmail}).
 */
export type ProfileMailTemplate = 'emailChangeConfirm' | 'emailChangeRequested' | 'emailChanged' | 'passwordChanged';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderProfileMail(template: ProfileMailTemplate, recipient: MailRecipient, link: string | null, extra: Params = {}): OutgoingMail {
  const edition = EDITIONS[recipient.edition as EditionId] ?? EDITIONS.ru;
  const locale = isLocale(recipient.locale) && edition.locales.includes(recipient.locale) ? recipient.locale : edition.defaultLocale;
  const { t } = createTranslator(locale, messagesFor(locale, edition.defaultLocale));
  const params = { ...extra, brand: edition.brand, name: recipient.name || recipient.email };
  const key = (part: string) => `mail.profile.${template}.${part}`;
  const subject = t(key('subject'), params);
  const greeting = t('mail.greeting', params);
  const intro = t(key('intro'), params);
  const outro = t(key('outro'), params);
  const action = t(key('action'), params);
  const signature = t('mail.signature', params);
  const text = [greeting, '', intro, ...(link ? ['', `${action}: ${link}`] : []), '', outro, '', signature].join('\n');
  const button = link
    ? `<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#37927B;color:#fff;border-radius:8px;text-decoration:none">${escape(action)}</a></p><p style="font-size:12px;color:#666">${escape(link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1e293b"><p>${escape(greeting)}</p><p>${escape(intro)}</p>${button}<p>${escape(outro)}</p><p>${escape(signature)}</p></body></html>`;
  return { to: recipient.email, locale, edition: edition.id, template: `profile.${template}`, subject, text, html };
}
