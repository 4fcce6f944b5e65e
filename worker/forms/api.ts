import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { InvalidForm, requestSubscription, submitInquiry, submitSupportQuestion } from './rules';
import { readFormBody } from '../lib/read-json';
import { deliverQueuedMail, formContext, localizeErrors, subscriptionLinks } from './requests';

/**
 * Public form API (docs/product.md §7): the support question, inquiries and write-to-us (`/inquire`), and
 * the footer subscription. JSON or form-encoded bodies. Answers 201 `{ ok, id }`; invalid input
 * is a 400 `{ error: { code: 'validation_failed', message, fields } }` with localized messages.
 */
export const formsApi = new Hono<AppEnv>();

async function handle(
  c: Context<AppEnv>,
  // biome-ignore lint/suspicious/noConfusingVoidType: a run answers with an id or with nothing
  run: (body: Record<string, unknown>) => Promise<string | void>,
  status: 201 | 202,
) {
  const body = await readFormBody(c);
  try {
    const id = await run(body);
    deliverQueuedMail(c);
    return c.json(id ? { ok: true, id } : { ok: true }, status);
  } catch (error) {
    if (!(error instanceof InvalidForm)) throw error;
    const fields = localizeErrors(c, error.errors);
    return c.json(
      { error: { code: 'validation_failed', message: c.get('i18n').t('forms.errors.invalid'), fields } },
      400,
    );
  }
}

formsApi.post('/api/wf__support_question__support_question', (c) =>
  handle(c, (body) => submitSupportQuestion(formContext(c), body), 201),
);
formsApi.post('/inquire', (c) => handle(c, (body) => submitInquiry(formContext(c), body), 201));
formsApi.post('/api/subscriptions', (c) =>
  handle(c, (body) => requestSubscription(formContext(c), body, subscriptionLinks(c)), 202),
);
