import { EDITIONS, isLocale, type EditionId, type Locale } from '../../editions';
import { formatEventRange } from '../../ui/shared/events/time';
import { createTranslator, type Params } from '../../ui/shared/i18n';
import type { CalendarEventRow } from '../data/ical-events';
import { messagesFor } from '../i18n/messages';
import type { Keyring } from '../lib/keyring';
import type { OutgoingMail } from './mail-outbox';
import { signLink, UNSUBSCRIBE_TTL_MS, type VolunteerMailKind } from './volunteer-links';
import { escapeHtml } from '../lib/escape-html';
import { codeForSignUp } from '../hours';

/**
 * Mail to volunteers about their events (docs/decisions/156-event-reminders.md): texts under
 * `volunteers.mail.<template>.*` in the recipient's locale, the event edition's brand, every
 * absolute link from the event edition's public origin (worker/lib/public-origin.ts), and in every
 * message a signed link that turns this kind of mail off, signed out.
 */
export type VolunteerTemplate = 'dayBefore' | 'onTheDay' | 'thankYou' | 'promoted' | 'changed' | 'cancelled';

/** Which opt-out a template answers to (and its unsubscribe link turns off). */
export const TEMPLATE_KIND: Record<VolunteerTemplate, VolunteerMailKind> = {
  dayBefore: 'day_before',
  onTheDay: 'on_the_day',
  thankYou: 'thank_you',
  promoted: 'updates',
  changed: 'updates',
  cancelled: 'updates',
};

/** The event as a mail tells it: the calendar's fields (worker/data/ical-events.ts) and the reward. */
export interface MailEvent
  extends Pick<
    CalendarEventRow,
    'id' | 'edition' | 'title' | 'startsAt' | 'endsAt' | 'timeZone' | 'address' | 'city' | 'lat' | 'lng'
  > {
  rewardPoints: number;
  cancelReason?: string | null;
  /** The slot the mail is about ('' or none: the whole event; ADR 231): its links act on that slot, and the day-of mail links the check-in code of that place. */
  slotId?: string;
}

export interface MailUser {
  id: string;
  email: string;
  name: string;
  locale: string;
}

export interface VolunteerMailContext {
  keys: Keyring;
  /** The public origin of an edition (publicOrigin bound to the environment). */
  origin: (edition: EditionId) => string;
  now: number;
}

function mapLink(e: Pick<MailEvent, 'lat' | 'lng' | 'address' | 'city'>): string {
  if (e.lat !== null && e.lng !== null)
    return `https://www.openstreetmap.org/?mlat=${e.lat}&mlon=${e.lng}#map=16/${e.lat}/${e.lng}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent([e.address, e.city].filter(Boolean).join(', '))}`;
}

function localeFor(user: MailUser, editionId: EditionId): Locale {
  return isLocale(user.locale) ? user.locale : EDITIONS[editionId].defaultLocale;
}

interface Button {
  label: string;
  href: string;
}

/** One message; `points` for the thank-you. */
export async function renderVolunteerMail(
  ctx: VolunteerMailContext,
  template: VolunteerTemplate,
  user: MailUser,
  event: MailEvent,
  extra: Params = {},
): Promise<OutgoingMail> {
  const editionId = (EDITIONS[event.edition as EditionId] ? event.edition : 'ru') as EditionId;
  const edition = EDITIONS[editionId];
  const locale = localeFor(user, editionId);
  const { t } = createTranslator(locale, messagesFor(locale, edition.defaultLocale));
  const origin = ctx.origin(editionId);
  const eventLink = `${origin}/charity-event/${event.id}`;
  const place = [event.address, event.city].filter(Boolean).join(', ');
  const when = `${formatEventRange(locale, event.startsAt, event.endsAt, event.timeZone)} (${event.timeZone})`;
  const params: Params = {
    brand: edition.brand,
    name: user.name || user.email,
    title: event.title,
    when,
    place,
    points: event.rewardPoints,
    ...extra,
  };
  const key = (part: string) => `volunteers.mail.${template}.${part}`;
  const paragraphs = [t(key('intro'), params)];
  const lines: Button[] = [];
  const buttons: Button[] = [];
  const sign = (a: 'confirm' | 'cancel') =>
    signLink(ctx.keys, { a, e: event.id, u: user.id, x: event.startsAt, ...(event.slotId ? { s: event.slotId } : {}) });
  if (template === 'dayBefore') {
    buttons.push({
      label: t('volunteers.mail.confirm'),
      href: `${origin}/volunteer-link?token=${await sign('confirm')}`,
    });
    buttons.push({
      label: t('volunteers.mail.cancel'),
      href: `${origin}/volunteer-link?token=${await sign('cancel')}`,
    });
    paragraphs.push(t('volunteers.mail.cancelFreesPlace', params));
  }
  if (template === 'onTheDay' || template === 'changed') {
    lines.push({ label: t('volunteers.mail.address'), href: '' }, { label: place, href: '' });
    buttons.push({ label: t('volunteers.mail.map'), href: mapLink(event) });
    if (template === 'onTheDay' && event.slotId !== undefined) {
      const code = await codeForSignUp(ctx.keys, {
        eventId: event.id,
        userId: user.id,
        slotId: event.slotId,
        eventEndsAt: event.endsAt,
      });
      buttons.push({
        label: t('volunteers.mail.checkInCode'),
        href: `${origin}/api/web/v1/charity-event/${event.id}/check-in-code.png?c=${encodeURIComponent(code)}`,
      });
    }
    buttons.push({
      label: t('volunteers.mail.calendar'),
      href: `${origin}/api/web/v1/charity-event/${event.id}/event.ics`,
    });
  }
  // A slot's new time: keep it (nothing to do) or leave it with one link.
  if (template === 'changed' && event.slotId) {
    paragraphs.push(t('volunteers.mail.slotKeepOrLeave', params));
    buttons.push({
      label: t('volunteers.mail.leaveSlot'),
      href: `${origin}/volunteer-link?token=${await sign('cancel')}`,
    });
  }
  if (template === 'cancelled' && event.cancelReason)
    paragraphs.push(t('volunteers.mail.cancelled.reason', { reason: event.cancelReason }));
  if (template === 'thankYou') buttons.push({ label: t('volunteers.mail.balance'), href: `${origin}/profile/balance` });
  buttons.push({ label: t('volunteers.mail.eventPage'), href: eventLink });
  const kind = TEMPLATE_KIND[template];
  const unsubscribe = `${origin}/volunteer-link?token=${await signLink(ctx.keys, { a: 'unsubscribe', e: event.id, u: user.id, k: kind, x: ctx.now + UNSUBSCRIBE_TTL_MS })}`;
  const unsubscribeText = t('volunteers.mail.unsubscribe', { kind: t(`volunteers.kinds.${kind}`) });
  const greeting = t('volunteers.mail.greeting', params);
  const signature = t('volunteers.mail.signature', params);
  const addressLines = lines.map((l) => l.label);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(addressLines.length ? [addressLines.join(': '), ''] : []),
    ...buttons.map((b) => `${b.label}: ${b.href}`),
    '',
    signature,
    '',
    `${unsubscribeText}: ${unsubscribe}`,
  ].join('\n');
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1e293b">` +
    `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}` +
    (addressLines.length
      ? `<p><strong>${escapeHtml(addressLines[0]!)}:</strong> ${escapeHtml(addressLines.slice(1).join(' '))}</p>`
      : '') +
    buttons
      .map(
        (b) =>
          `<p><a href="${escapeHtml(b.href)}" style="display:inline-block;padding:10px 18px;background:#37927B;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(b.label)}</a></p>`,
      )
      .join('') +
    `<p>${escapeHtml(signature)}</p><hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribeText)}</a></p></body></html>`;
  return {
    to: user.email,
    locale,
    edition: editionId,
    template: `volunteers.${template}`,
    subject: t(key('subject'), params),
    text,
    html,
  };
}
