import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import { BirthDateForm, GuardianForm, RecordPeriodForm } from '../../ui/shared/schemas/volunteer-record';
import type { GuardianConsentData, VerifyPageData } from '../../ui/shared/volunteer-record';
import type { AppEnv } from '../env';
import { findIssueByToken, revokeIssue, saveBirthDate } from './record-sql';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { mailOrigin } from '../lib/mail-origin';
import { readBody } from '../lib/validation';
import { renderPage } from '../render/render-page';
import { scheduleDelivery } from '../services/auth/delivery';
import { confirmGuardianConsent, peekGuardianLink, requestGuardianConsent } from './guardian-consent';
import { loadRecordFonts, recordPdfTexts } from './record-pdf-texts';
import { CHECK_TOKEN_RE, issueRecord, loadRecordPage } from './record';

/**
 * The volunteer record (docs/product.md "The volunteer record", ADRs 226–228): the volunteer's
 * page with its forms (birth date, guardian's address, revoking an issued PDF, all plain posts),
 * the PDF download, the public check page /v/<token>, and the guardian's consent link.
 */
export const recordPages = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;
const to = (c: Ctx, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);
const RECORD = '/profile/volunteer-record';
const DONE = ['birthDate', 'guardian', 'revoked'] as const;

async function recordPage(c: Ctx, errors: Record<string, string> = {}, status = 200) {
  const user = requireRole(c, 'user');
  const done = DONE.find((d) => d === c.req.query('done')) ?? null;
  const data = await loadRecordPage(c.env.DB, user.id, c.get('edition'), { done, errors });
  c.header('cache-control', 'private, no-store');
  return renderPage(c, { ...route('volunteerRecord'), data, status: status as ContentfulStatusCode });
}

/** The first message of each field's problems, localized. */
function fieldErrors(c: Ctx, issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= c.get('i18n').t(issue.message);
  }
  return out;
}

/** An expected refusal as the page's form error (and its status); anything else is thrown on. */
function refusal(c: Ctx, error: unknown, field: string) {
  if (!(error instanceof AppError)) throw error;
  return recordPage(c, { [field]: error.localize(c.get('i18n')) }, error.status);
}

recordPages.get(tablePath(RECORD), (c) => recordPage(c));

const Intent = z.object({ intent: z.enum(['birthDate', 'guardian', 'revoke']) });

recordPages.post(tablePath(RECORD), async (c) => {
  const user = requireRole(c, 'user');
  const body = await readBody(c);
  const intent = Intent.safeParse(body);
  if (!intent.success) return recordPage(c, { form: c.get('i18n').t('errors.badRequest') }, 400);
  const back = (done: (typeof DONE)[number]) => c.redirect(`${to(c, RECORD)}?done=${done}`, 303);
  if (intent.data.intent === 'birthDate') {
    const parsed = BirthDateForm.safeParse(body);
    if (!parsed.success) return recordPage(c, fieldErrors(c, parsed.error.issues), 400);
    const birthDate = parsed.data.birthDate || null;
    const todayIso = new Date().toISOString().slice(0, 10);
    if (birthDate && (birthDate > todayIso || birthDate < '1900-01-01'))
      return recordPage(c, { birthDate: c.get('i18n').t('record.errors.birthDate') }, 400);
    await saveBirthDate(c.env.DB, user.id, birthDate);
    return back('birthDate');
  }
  if (intent.data.intent === 'guardian') {
    const parsed = GuardianForm.safeParse(body);
    if (!parsed.success) return recordPage(c, fieldErrors(c, parsed.error.issues), 400);
    try {
      const ctx = { db: c.env.DB, edition: c.get('edition'), locale: c.get('locale'), origin: mailOrigin(c) };
      scheduleDelivery(c, await requestGuardianConsent(ctx, user.id, parsed.data.guardianEmail));
    } catch (error) {
      return refusal(c, error, 'guardianEmail');
    }
    return back('guardian');
  }
  const id = z.string().min(1).max(64).safeParse(body.id);
  if (!id.success || !(await revokeIssue(c.env.DB, user.id, id.data)))
    return recordPage(c, { revoke: c.get('i18n').t('record.errors.notRevoked') }, 404);
  return back('revoked');
});

/** The PDF for a period: a download, never cached; the PDF code is loaded here only. */
recordPages.post(`${RECORD}/pdf`, async (c) => {
  const user = requireRole(c, 'user');
  const parsed = RecordPeriodForm.safeParse(await readBody(c));
  if (!parsed.success) return recordPage(c, fieldErrors(c, parsed.error.issues), 400);
  const edition = c.get('edition');
  let issued: Awaited<ReturnType<typeof issueRecord>>;
  try {
    issued = await issueRecord({
      db: c.env.DB,
      userId: user.id,
      name: user.name || user.email,
      edition,
      locale: c.get('locale'),
      ...parsed.data,
    });
  } catch (error) {
    return refusal(c, error, 'pdf');
  }
  const link = `${mailOrigin(c)}/v/${issued.token}`;
  const origin = new URL(c.req.url).origin;
  const [{ renderRecordPdf }, fonts] = await Promise.all([
    import('./record-pdf'),
    loadRecordFonts(c.env.ASSETS, origin),
  ]);
  const bytes = await renderRecordPdf(issued.facts, recordPdfTexts(c.get('i18n'), issued.facts), fonts, link);
  const { from, to: until } = issued.facts;
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="volunteer-record-${from}-${until}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
});

/** The public check of one issued PDF: its facts, nothing more about the person; 410 once revoked. */
recordPages.get(tablePath('/v/:token'), async (c) => {
  const token = c.req.param('token');
  const issue = CHECK_TOKEN_RE.test(token) ? await findIssueByToken(c.env.DB, token) : null;
  const data: VerifyPageData = !issue
    ? { state: 'unknown' }
    : issue.revokedAt
      ? { state: 'revoked', revokedAt: issue.revokedAt }
      : { state: 'valid', facts: issue.facts, locale: issue.locale };
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  const status = data.state === 'valid' ? 200 : data.state === 'revoked' ? 410 : 404;
  return renderPage(c, { ...route('recordCheck'), data, status: status as ContentfulStatusCode });
});

const TokenField = z.string().trim().min(1).max(200).catch('');

recordPages.get(tablePath('/guardian-consent'), async (c) => {
  const token = TokenField.parse(c.req.query('token'));
  const found = await peekGuardianLink(c.env.DB, token);
  const data: GuardianConsentData = found ? { state: 'ask', token, name: found.name } : { state: 'invalid' };
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  return renderPage(c, { ...route('guardianConsent'), data, status: found ? 200 : 400 });
});

recordPages.post(tablePath('/guardian-consent'), async (c) => {
  const token = TokenField.parse((await readBody(c)).token);
  const ok = await confirmGuardianConsent(c.env.DB, token);
  const data: GuardianConsentData = { state: ok ? 'done' : 'invalid' };
  return renderPage(c, { ...route('guardianConsent'), data, status: ok ? 200 : 400 });
});
