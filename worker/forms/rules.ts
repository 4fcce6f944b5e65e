import type { Edition, Locale } from '../../editions/types';
import type { FieldErrors } from '../../ui/shared/schemas/form-fields';
import { storedPhone, validateInquiry } from '../../ui/shared/schemas/inquiry';
import { phoneCountryCodes } from '../../ui/shared/phone-plan';
import { validateSubscription } from '../../ui/shared/schemas/subscription';
import { validateSupportQuestion } from '../../ui/shared/schemas/support-question';
import { validateWriteToUs } from '../../ui/shared/schemas/write-to-us';
import { insertInquiry, insertSupportQuestion, type InquiryRow } from './sql';
import { addHits } from '../data/rate-limits';
import { NEWSLETTER_MAIL, limitUnprovenMail, limitedError } from '../services/rate-limit';
import {
  confirmSubscription,
  findSubscription,
  findSubscriptionById,
  unsubscribe,
  upsertPendingSubscription,
} from './sql';
import { withVerifyKey, type Keyring } from '../lib/keyring';
import { submissionMail, subscriptionConfirmMail } from './mail';
import { queueMailStatement } from '../services/mail-outbox';

/**
 * Public forms: validate with the shared schema, rate limit per client address,
 * store the submission and its outbox message in one batch. Nothing is written when the input
 * is invalid or the client is over its limit.
 */
export interface FormContext {
  db: D1Database;
  edition: Edition;
  locale: Locale;
  userId: string | null;
  /** The client's network (clientAddress: an IPv4 address or an IPv6 /64) for the rate limit. */
  address: string;
}

export class InvalidForm extends Error {
  constructor(readonly errors: FieldErrors) {
    super('invalid form');
  }
}

interface RateLimit {
  name: string;
  windowMs: number;
  perAddress: number;
}
const MINUTE = 60_000;
/** Questions, inquiries and write-to-us share one budget: 10 messages per 10 minutes per address. */
const FORM_SUBMISSIONS: RateLimit = { name: 'forms', windowMs: 10 * MINUTE, perAddress: 10 };
/** Subscription requests send mail to a third party's inbox: stricter. */
const SUBSCRIPTION_REQUESTS: RateLimit = { name: 'subscribe', windowMs: 10 * MINUTE, perAddress: 5 };

async function consume(ctx: FormContext, limit: RateLimit): Promise<void> {
  const [hits = 0] = await addHits(ctx.db, [`${limit.name}:ip:${ctx.address}`], limit.windowMs);
  if (hits > limit.perAddress) {
    throw limitedError(limit.windowMs, 'forms.errors.rateLimited');
  }
}

function meta(ctx: FormContext) {
  return { userId: ctx.userId, edition: ctx.edition.id, locale: ctx.locale };
}

export async function submitSupportQuestion(ctx: FormContext, input: unknown): Promise<string> {
  const result = validateSupportQuestion(input);
  if (!result.ok) throw new InvalidForm(result.errors);
  await consume(ctx, FORM_SUBMISSIONS);
  const q = result.value;
  const id = crypto.randomUUID();
  const mail = submissionMail(
    ctx.edition,
    'support-question',
    'forms.mail.questionSubject',
    [
      ['forms.fields.name', q.name],
      ['forms.fields.email', q.email],
      ['forms.fields.city', q.city],
      ['forms.fields.questionText', q.text],
    ],
    q.email,
  );
  await ctx.db.batch([insertSupportQuestion(ctx.db, id, q, meta(ctx)), queueMailStatement(ctx.db, mail).statement]);
  return id;
}

/** POST /inquire: an audience inquiry, or a write-to-us message when `type` is `question`. */
export async function submitInquiry(ctx: FormContext, input: unknown): Promise<string> {
  const allowed = phoneCountryCodes(ctx.edition);
  const isQuestion = (input as { type?: unknown } | null)?.type === 'question';
  let row: InquiryRow;
  if (isQuestion) {
    const result = validateWriteToUs(input, allowed);
    if (!result.ok) throw new InvalidForm(result.errors);
    const v = result.value;
    row = {
      type: 'question',
      name: v.name,
      phone: storedPhone(v),
      city: v.city,
      orgName: null,
      email: v.email,
      text: v.text,
    };
  } else {
    const result = validateInquiry(input, allowed);
    if (!result.ok) throw new InvalidForm(result.errors);
    const v = result.value;
    row = {
      type: v.type,
      name: v.name,
      phone: storedPhone(v),
      city: v.city,
      orgName: v.orgName,
      email: v.email,
      text: v.text,
    };
  }
  await consume(ctx, FORM_SUBMISSIONS);
  const id = crypto.randomUUID();
  const mail = submissionMail(
    ctx.edition,
    isQuestion ? 'write-to-us' : 'inquiry',
    isQuestion ? 'forms.mail.writeToUsSubject' : 'forms.mail.inquirySubject',
    [
      ['forms.fields.type', isQuestion ? null : row.type],
      ['forms.fields.name', row.name],
      ['forms.fields.orgName', row.orgName],
      ['forms.fields.email', row.email],
      ['forms.fields.phone', row.phone],
      ['forms.fields.city', row.city],
      ['forms.fields.text', row.text],
    ],
    row.email,
  );
  await ctx.db.batch([insertInquiry(ctx.db, id, row, meta(ctx)), queueMailStatement(ctx.db, mail).statement]);
  return id;
}

// ── Subscriptions (double opt-in) ─────────────────────────────────────────

const encoder = new TextEncoder();
function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const raw = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const b of raw) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function sha256(text: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The unsubscribe token is an HMAC of the subscription id: stable for every message, nothing stored. */
export async function unsubscribeToken(secret: string, id: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`unsubscribe:${id}`)));
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface SubscriptionLinks {
  /** Absolute URL of a localized path on this site (request origin, locale prefix). */
  link(path: string): string;
  secret: string;
}

/** Stores a pending subscription and queues the confirmation message. Already confirmed: no new mail. */
export async function requestSubscription(ctx: FormContext, input: unknown, links: SubscriptionLinks): Promise<void> {
  const result = validateSubscription(input);
  if (!result.ok) throw new InvalidForm(result.errors);
  await consume(ctx, SUBSCRIPTION_REQUESTS);
  const { email } = result.value;
  const existing = await findSubscription(ctx.db, email, ctx.edition.id);
  // Answer alike either way, so the form does not reveal who is subscribed.
  if (existing?.confirmed_at && !existing.unsubscribed_at) return;
  // Per recipient too: many networks together cannot fill one inbox with confirmations.
  await limitUnprovenMail(ctx.db, NEWSLETTER_MAIL, email);
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const id = existing?.id ?? crypto.randomUUID();
  const unsubscribeLink = links.link(
    `/subscriptions/unsubscribe?id=${id}&token=${await unsubscribeToken(links.secret, id)}`,
  );
  const mail = subscriptionConfirmMail(
    ctx.edition.id,
    ctx.locale,
    email,
    links.link(`/subscriptions/confirm?token=${token}`),
    unsubscribeLink,
  );
  await ctx.db.batch([
    upsertPendingSubscription(ctx.db, {
      id,
      email,
      edition: ctx.edition.id,
      locale: ctx.locale,
      tokenHash: await sha256(token),
    }),
    queueMailStatement(ctx.db, mail).statement,
  ]);
}

export async function confirmSubscriptionToken(db: D1Database, token: string): Promise<boolean> {
  if (!token) return false;
  return (await confirmSubscription(db, await sha256(token))) !== null;
}

/**
 * Checks the signed link; 'done' also when it was already unsubscribed (the link stays valid). The
 * HMAC names no key: the current key is tried, then the previous one during a rotation (ADR 109).
 */
export async function unsubscribeWithToken(
  db: D1Database,
  keys: Keyring,
  id: string,
  token: string,
): Promise<'done' | 'invalid'> {
  if (!id || !token) return 'invalid';
  const signed = await withVerifyKey(keys, undefined, async (secret) =>
    timingSafeEqual(await unsubscribeToken(secret, id), token) ? true : null,
  );
  if (!signed) return 'invalid';
  const row = await findSubscriptionById(db, id);
  if (!row) return 'invalid';
  await unsubscribe(db, id);
  return 'done';
}
