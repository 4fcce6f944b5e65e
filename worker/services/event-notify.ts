import { EDITIONS, isLocale, type EditionId } from '../../editions';
import { createTranslator } from '../../ui/shared/i18n';
import { messagesFor } from '../i18n/messages';
import { queueMail } from './mail-outbox';
import { notifyMany, type NotifyEnv, type NotifyInput } from './notify';

/**
 * The one call site for telling volunteers about their events: an e-mail in the recipient's
 * locale and a live notice (feed row + socket push) for each of them.
 */
export type VolunteerNotice =
  | { kind: 'event_cancelled'; eventId: string; title: string; reason: string | null }
  | { kind: 'attendance_credited'; eventId: string; title: string; points: number };

interface Recipient { id: string; email: string; name: string; locale: string; edition: string }

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function notifyVolunteers(env: NotifyEnv, userIds: readonly string[], notice: VolunteerNotice, origin: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const db = env.DB;
  await notifyMany(env, userIds, liveNotice(notice));
  let sent = 0;
  // D1 allows 100 bound parameters per statement.
  for (let i = 0; i < userIds.length; i += 90) {
    const chunk = userIds.slice(i, i + 90);
    const { results } = await db
      .prepare(`SELECT id, email, name, locale, edition FROM users WHERE id IN (${chunk.map(() => '?').join(', ')}) AND status = 'active'`)
      .bind(...chunk)
      .all<Recipient>();
    for (const r of results) {
      await queueMail(db, renderNotice(r, notice, origin));
      sent += 1;
    }
  }
  return sent;
}

function liveNotice(notice: VolunteerNotice): Omit<NotifyInput, 'userId'> {
  const link = `/charity-event/${notice.eventId}`;
  return notice.kind === 'event_cancelled'
    ? { kind: 'event', messageKey: 'notifications.messages.eventCancelled', params: { title: notice.title, reason: notice.reason ?? '' }, link }
    : { kind: 'attendance', messageKey: 'notifications.messages.attendanceCredited', params: { title: notice.title, points: notice.points }, link };
}

function renderNotice(r: Recipient, notice: VolunteerNotice, origin: string) {
  const edition = EDITIONS[r.edition as EditionId] ?? EDITIONS.ru;
  const locale = isLocale(r.locale) && edition.locales.includes(r.locale) ? r.locale : edition.defaultLocale;
  const { t } = createTranslator(locale, messagesFor(locale, edition.defaultLocale));
  const link = `${origin}/charity-event/${notice.eventId}`;
  const params = { brand: edition.brand, name: r.name || r.email, title: notice.title, points: notice.kind === 'attendance_credited' ? notice.points : 0 };
  const key = notice.kind === 'event_cancelled' ? 'events.mail.cancelled' : 'events.mail.credited';
  const subject = t(`${key}.subject`, params);
  const body = [t(`${key}.intro`, params)];
  if (notice.kind === 'event_cancelled' && notice.reason) body.push(t('events.mail.cancelled.reason', { reason: notice.reason }));
  const text = [t('events.mail.greeting', params), '', ...body, '', link, '', t('events.mail.signature', params)].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1e293b">${[
    t('events.mail.greeting', params), ...body,
  ].map((p) => `<p>${escape(p)}</p>`).join('')}<p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(t('events.mail.signature', params))}</p></body></html>`;
  return { to: r.email, locale, edition: edition.id, template: notice.kind, subject, text, html };
}
