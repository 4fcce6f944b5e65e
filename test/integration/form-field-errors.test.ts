/**
 * The forms that moved to Conform + the shared zod schema still work without
 * JavaScript, and a bad field comes back on that field (aria-invalid, its error text beside it),
 * localized, exactly where the client's own error would show.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api as facilityApi, owner as facilityOwner, facilityIn, statusOf } from './facility-support';
import { HOSTS, getPage } from './helpers';
import { testAddress } from './support/accounts';
import { creator, publishedEvent } from './support/events';
import {
  createReviewCast,
  newRequest,
  facilityInReview as facilityInManagerReview,
  postForm as postConsoleForm,
} from './support/manager';

function postForm(url: string, body: Record<string, string>, opts: { cookie?: string } = {}) {
  return getPage(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': testAddress(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
}

/** The element carrying `marker` (an attribute like data-testid="x"), as its opening tag. */
function tagWith(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in the page`);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

/** The error text an input points at through aria-describedby. */
function describedError(html: string, inputTag: string): string | null {
  const id = /aria-describedby="([^"]+)"/.exec(inputTag)?.[1];
  if (!id) return null;
  const m = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html);
  return m?.[1] ?? null;
}

describe('subscription without JavaScript', () => {
  it('a bad e-mail re-renders the form with the error on the e-mail field (400), localized', async () => {
    const res = await postForm(`${HOSTS.intl}/subscriptions`, { email: 'nope@' });
    expect(res.status).toBe(400);
    const html = await res.text();
    const form = tagWith(html, 'data-testid="subscription-page-form"');
    expect(form).toContain('method="post"');
    const input = tagWith(
      html.slice(html.indexOf('data-testid="subscription-page-form"')),
      'data-testid="subscription-email"',
    );
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="nope@"');
    expect(describedError(html, input)).toBe('Value is not a valid email address');

    const kk = await postForm(`${HOSTS.kz}/subscriptions`, { email: '' });
    expect(kk.status).toBe(400);
    const kkHtml = await kk.text();
    const kkInput = tagWith(
      kkHtml.slice(kkHtml.indexOf('data-testid="subscription-page-form"')),
      'data-testid="subscription-email"',
    );
    expect(describedError(kkHtml, kkInput)).toBe('Бұл өрісті толтыру міндетті');
  });
});

describe('e-mail change confirmation without JavaScript', () => {
  it('a malformed token is refused by the shared schema on the token field (400), nothing changes', async () => {
    const res = await postForm(`${HOSTS.intl}/confirm-email`, { token: 'not a token <x>' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-state="invalid"');
    const error = tagWith(html, 'data-testid="field-error"');
    expect(error).toContain('id="email-confirm-token-error"');
    expect(html).toContain('The link&#x27;s code is damaged');

    const kk = await postForm(`${HOSTS.kz}/confirm-email`, { token: '' });
    expect(kk.status).toBe(400);
    expect(await kk.text()).toContain('Сілтемедегі код бүлінген');
  });
});

describe('events list filters (a GET form)', () => {
  it('a refused filter is dropped and its message shows on that field, localized; the good one still filters', async () => {
    const owner = await creator();
    await publishedEvent(owner);
    const res = await getPage(`${HOSTS.ru}/charity-events?city=Moscow&category=aliens`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Park cleanup');
    const category = tagWith(html, 'data-testid="filter-category"');
    expect(category).toContain('aria-invalid="true"');
    expect(describedError(html, category)).toBe('Выберите категорию из списка');
    const city = tagWith(html, 'data-testid="filter-city"');
    expect(city).not.toContain('aria-invalid');

    const long = await (await getPage(`${HOSTS.ru}/charity-events?city=${'x'.repeat(81)}`)).text();
    expect(describedError(long, tagWith(long, 'data-testid="filter-city"'))).toBe('Значение превышает длину 80');
    expect(long).toContain('Park cleanup');
  });
});

describe("the manager's decision forms without JavaScript", () => {
  it('a decline without a reason and an approval without roles come back on those fields (422); nothing is decided', async () => {
    const { manager } = await createReviewCast();
    const { id } = await newRequest();
    const decline = await postConsoleForm(`/manager/requests/${id}`, manager, [
      ['intent', 'decline'],
      ['comment', '   '],
    ]);
    expect(decline.status).toBe(422);
    const html = await decline.text();
    const comment = tagWith(html, 'data-testid="decline-form-comment"');
    expect(comment).toContain('aria-invalid="true"');
    expect(describedError(html, comment)).toBe('Это поле обязательно для заполнения');
    // The other form on the page is untouched.
    expect(
      html.slice(html.indexOf('data-testid="approve-form"'), html.indexOf('data-testid="decline-form"')),
    ).not.toContain('field-error');

    const approve = await postConsoleForm(`/manager/requests/${id}`, manager, [['intent', 'approve']]);
    expect(approve.status).toBe(422);
    const approveHtml = await approve.text();
    const roles = tagWith(approveHtml, 'aria-describedby="decision-approve-roles-error"');
    expect(describedError(approveHtml, roles)).toBe('Выберите хотя бы одну роль');
    expect(tagWith(approveHtml, 'data-testid="grant-facility"')).not.toContain('checked');
    expect(
      (await env.DB.prepare('SELECT status FROM registration_requests WHERE id = ?')
        .bind(id)
        .first<{ status: string }>())!.status,
    ).toBe('pending');

    // An intent no form on the page has is refused as before (the localized refusal, 422).
    const odd = await postConsoleForm(`/manager/requests/${id}`, manager, [
      ['intent', 'block'],
      ['comment', 'x'],
    ]);
    expect(odd.status).toBe(422);
  });

  it('a point block and an event decline without a reason: the error on that form’s comment, the typed text kept', async () => {
    const { manager, others } = await createReviewCast();
    const facilityId = await facilityInManagerReview(others[1]!);
    const res = await postConsoleForm(`/manager/points/${facilityId}`, manager, [
      ['intent', 'decline'],
      ['comment', ''],
    ]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(describedError(html, tagWith(html, 'data-testid="decline-form-comment"'))).toBe(
      'Это поле обязательно для заполнения',
    );

    const long = 'x'.repeat(2001);
    const ev = await postConsoleForm(`/manager/events/${crypto.randomUUID()}`, manager, [
      ['intent', 'decline'],
      ['comment', long],
    ]);
    expect(ev.status).toBe(404); // no such event: the page is not found whatever the form said
  });
});

describe('the close dialog’s transit call', () => {
  it('a blank reason is refused with a problem on the dialog’s reason field, localized; nothing changes', async () => {
    const own = await facilityOwner();
    const id = await facilityIn(own, 'accepted');
    const res = await facilityApi('POST', `/facility/${id}/transit/`, own, {
      transit: 'facility#accepted_to_closed',
      payload: { comment: '  ' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'comment_required',
        message: 'Укажите причину',
        problems: [{ path: 'reason', code: 'required', message: 'Это поле обязательно' }],
      },
    });
    expect(await statusOf(id)).toBe('accepted');
  });
});

describe('point editor without JavaScript', () => {
  // The editor's fields as a browser posts them (ui/shared/facility/form-data.ts names), a draft.
  const fields = (extra: Record<string, string>) => ({
    id: '',
    check: '',
    intent: 'draft',
    name: 'No-JS point',
    address: '',
    'coords.lng': '37.6',
    'coords.lat': '55.7',
    comment: '',
    collectionRules: '',
    'contacts.phone': '',
    'contacts.email': '',
    'contacts.website': '',
    'contacts.telegram': '',
    'contacts.whatsapp': '',
    'contacts.vk': '',
    'supervisorContacts.name': '',
    'supervisorContacts.phone': '',
    'supervisorContacts.email': '',
    'rates[0].id': 'line-1',
    'rates[0].srmId': '',
    'rates[0].unitsSlug': '',
    'rates[0].price': '',
    icon: '',
    ...extra,
  });

  it('a script link in a contact comes back on that field (422), localized, nothing stored; a good draft is saved and redirected', async () => {
    const user = await facilityOwner();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities').first<{ n: number }>();
    const res = await postForm(
      `${HOSTS.ru}/profile/create-recycling-point`,
      fields({ 'contacts.website': 'javascript:alert(1)' }),
      { cookie: user.cookie },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(tagWith(html, 'id="point-editor-form"')).toContain('method="post"');
    const input = tagWith(html, 'data-testid="field-contacts.website"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="javascript:alert(1)"');
    expect(describedError(html, input)).toBe('Здесь принимаются только веб-ссылки (http, https).');
    expect(tagWith(html, 'data-testid="field-name"')).toContain('value="No-JS point"');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);

    const saved = await postForm(
      `${HOSTS.ru}/profile/create-recycling-point`,
      fields({ 'contacts.website': 'https://eco.example.org' }),
      { cookie: user.cookie },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toMatch(/\/profile\/edit-recycling-point\/[0-9a-f-]+$/);
  });
});
