import { Hono, type Context } from 'hono';
import { tablePath } from '../../ui/shared/routes';
import type { FormKind, FormPageData, SubscriptionPageData } from '../../ui/shared/forms/form-page-data';
import { isInquiryType, type InquiryType } from '../../ui/shared/schemas/inquiry';
import type { AppEnv } from '../env';
import { AppError, notFound } from '../lib/errors';
import { renderPage } from '../render/render-page';
import {
  confirmSubscriptionToken,
  InvalidForm,
  requestSubscription,
  submitInquiry,
  submitSupportQuestion,
  unsubscribeWithToken,
} from './rules';
import { readFormBody } from '../lib/read-json';
import { deliverQueuedMail, formContext, subscriptionLinks } from './requests';

/**
 * The public forms without JavaScript (docs/architecture.md "Forms"): each has a page that posts to itself;
 * the worker answers with the same page showing field errors (400), the success state, or the
 * rate-limit message (429). The modals post the same fields to the JSON API instead.
 */
export const formsPages = new Hono<AppEnv>();

const TITLES: Record<FormKind, string> = {
  question: 'supportQuestion',
  'write-to-us': 'writeToUs',
  inquiry: 'inquiry',
};

function prefill(c: Context<AppEnv>): Record<string, string> {
  const user = c.get('sessionUser');
  return user ? { name: user.name, email: user.email } : {};
}

function renderForm(c: Context<AppEnv>, data: FormPageData, status: 200 | 400 | 429 = 200) {
  return renderPage(c, { page: 'formPage', titleKey: TITLES[data.kind], data, status, options: { maxWidth: 820 } });
}

function strings(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

async function submitPage(c: Context<AppEnv>, kind: FormKind, inquiryType?: InquiryType) {
  const body = await readFormBody(c);
  if (kind === 'write-to-us') body.type = 'question';
  if (kind === 'inquiry') body.type = inquiryType;
  const values = strings(body);
  const base = { kind, ...(inquiryType ? { inquiryType } : {}), values };
  try {
    if (kind === 'question') await submitSupportQuestion(formContext(c), body);
    else await submitInquiry(formContext(c), body);
  } catch (error) {
    if (error instanceof InvalidForm) return renderForm(c, { ...base, errors: error.errors, result: 'form' }, 400);
    if (error instanceof AppError && error.status === 429)
      return renderForm(c, { ...base, errors: {}, result: 'rate-limited' }, 429);
    throw error;
  }
  deliverQueuedMail(c);
  return renderForm(c, { ...base, values: {}, errors: {}, result: 'success' });
}

formsPages.get(tablePath('/support/question'), (c) =>
  renderForm(c, { kind: 'question', values: prefill(c), errors: {}, result: 'form' }),
);
formsPages.post(tablePath('/support/question'), (c) => submitPage(c, 'question'));
formsPages.get(tablePath('/write-to-us'), (c) =>
  renderForm(c, { kind: 'write-to-us', values: prefill(c), errors: {}, result: 'form' }),
);
formsPages.post(tablePath('/write-to-us'), (c) => submitPage(c, 'write-to-us'));

function inquiryTypeParam(c: Context<AppEnv>): InquiryType {
  const type = c.req.param('type');
  if (!isInquiryType(type)) notFound();
  return type;
}
formsPages.get(tablePath('/inquiry/:type'), (c) => {
  const inquiryType = inquiryTypeParam(c);
  return renderForm(c, { kind: 'inquiry', inquiryType, values: prefill(c), errors: {}, result: 'form' });
});
formsPages.post(tablePath('/inquiry/:type'), (c) => submitPage(c, 'inquiry', inquiryTypeParam(c)));

// ── Subscription pages ────────────────────────────────────────────────────

function renderSubscription(c: Context<AppEnv>, data: SubscriptionPageData, status: 200 | 400 | 429 = 200) {
  return renderPage(c, { page: 'subscription', titleKey: 'subscription', data, status, options: { maxWidth: 820 } });
}

formsPages.post('/subscriptions', async (c) => {
  const body = await readFormBody(c);
  const email = typeof body.email === 'string' ? body.email : '';
  try {
    await requestSubscription(formContext(c), body, subscriptionLinks(c));
  } catch (error) {
    if (error instanceof InvalidForm)
      return renderSubscription(c, { state: 'invalid', email, errors: error.errors }, 400);
    if (error instanceof AppError && error.status === 429)
      return renderSubscription(c, { state: 'rate-limited', email }, 429);
    throw error;
  }
  deliverQueuedMail(c);
  return renderSubscription(c, { state: 'requested', email });
});
formsPages.get('/subscriptions', (c) => renderSubscription(c, { state: 'invalid', errors: {} }));

formsPages.get(tablePath('/subscriptions/confirm'), async (c) => {
  const ok = await confirmSubscriptionToken(c.env.DB, c.req.query('token') ?? '');
  return renderSubscription(c, { state: ok ? 'confirmed' : 'confirm-invalid' }, ok ? 200 : 400);
});

// GET only asks (mail scanners follow links); the button POSTs.
formsPages.get(tablePath('/subscriptions/unsubscribe'), (c) =>
  renderSubscription(c, { state: 'unsubscribe-ask', id: c.req.query('id') ?? '', token: c.req.query('token') ?? '' }),
);
formsPages.post(tablePath('/subscriptions/unsubscribe'), async (c) => {
  const body = await readFormBody(c);
  const id = typeof body.id === 'string' ? body.id : (c.req.query('id') ?? '');
  const token = typeof body.token === 'string' ? body.token : (c.req.query('token') ?? '');
  const result = await unsubscribeWithToken(c.env.DB, c.get('vars').keys, id, token);
  return renderSubscription(
    c,
    { state: result === 'done' ? 'unsubscribed' : 'unsubscribe-invalid' },
    result === 'done' ? 200 : 400,
  );
});
