/**
 * Review console: points and events through review, moderator blocks, audit rows,
 * owner notifications and e-mails in the owner's locale.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPage } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import {
  createReviewCast,
  ORIGIN,
  call,
  postForm,
  unique,
  mailsTo,
  auditFor,
  notificationsOf,
  FACILITY,
  facilityInReview,
} from './support/manager';

let manager: TestUser;
let others: TestUser[];
beforeAll(async () => {
  ({ manager, others } = await createReviewCast());
});

describe('recycling points in review', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createTestUser({
      roles: ['facility'],
      orgName: `Points Org ${unique()}`,
      edition: 'international',
      locale: 'en-US',
    });
  });

  it('a point sent to review by its owner is accepted by the manager and then appears on its public page', async () => {
    const id = await facilityInReview(owner);
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(404);
    const queue = await call('GET', '/api/manager/points?status=checking&edition=international', manager);
    expect(queue.json.data.some((p: any) => p.id === id)).toBe(true);
    const detail = await getPage(`${ORIGIN}/manager/points/${id}`, { headers: { cookie: manager.cookie } });
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('data-testid="public-point"');
    expect(html).toContain('data-testid="accept-form"');
    // The preview of a point in review has no report form (its texts are not loaded there either).
    expect(html).not.toContain('data-testid="report-section"');
    expect(html).not.toContain('trust.report.');

    const res = await call('POST', `/api/manager/points/${id}/accept`, manager, {});
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ status: 'accepted', transit: 'facility#checking_to_accepted' });
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(200);

    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: manager.userId,
      subject_type: 'facility',
      action: 'accept',
      from_status: 'checking',
      to_status: 'accepted',
    });
    const history = await env.DB.prepare(
      'SELECT transit, actor_id FROM facility_status_history WHERE facility_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
      .bind(id)
      .first<any>();
    expect(history).toEqual({ transit: 'facility#checking_to_accepted', actor_id: manager.userId });
    const notes = await notificationsOf(owner.userId);
    expect(
      notes.some(
        (n: any) => n.message_key === 'notifications.messages.facilityAccepted' && n.link === `/recycling-points/${id}`,
      ),
    ).toBe(true);
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail).toMatchObject({ template: 'review.facilityAccepted', locale: 'en-US', edition: 'international' });
    expect(mail.text_body).toContain(`http://intl.localhost:8787/recycling-points/${id}`);
    // Decided once: a second accept is refused.
    expect((await call('POST', `/api/manager/points/${id}/accept`, manager, {})).status).toBe(409);
  });

  it('a declined point can be moved back to draft by its owner, with the comment visible to the owner', async () => {
    const id = await facilityInReview(owner);
    expect((await call('POST', `/api/manager/points/${id}/decline`, manager, { comment: '' })).status).toBe(422);
    const res = await postForm(`/manager/points/${id}`, manager, [
      ['intent', 'decline'],
      ['comment', 'The address does not match the map pin.'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/manager/points?done=declined');

    const doc = await call('GET', `${FACILITY}/facility/${id}/`, owner);
    expect(doc.json.data.relationships.status.data.id).toBe('declined');
    // The comment, for the owner: the decision endpoint, the notification and the e-mail.
    const decisions = await call('GET', `/api/review/facility/${id}`, owner);
    expect(decisions.status).toBe(200);
    expect(decisions.json.data[0]).toMatchObject({
      action: 'decline',
      to: 'declined',
      comment: 'The address does not match the map pin.',
    });
    expect((await call('GET', `/api/review/facility/${id}`, others[1]!)).status).toBe(404);
    const note = (await notificationsOf(owner.userId)).find(
      (n: any) => n.message_key === 'notifications.messages.facilityDeclined',
    );
    expect(JSON.parse(note.params)).toMatchObject({ reason: 'The address does not match the map pin.' });
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail.template).toBe('review.facilityDeclined');
    expect(mail.text_body).toContain('The address does not match the map pin.');
    const editor = await (
      await getPage(`${ORIGIN}/profile/edit-recycling-point/${id}`, { headers: { cookie: owner.cookie } })
    ).text();
    expect(editor).toMatch(/data-testid="decline-comment"[^>]*>[^<]*The address does not match the map pin\./);

    const back = await call('POST', `${FACILITY}/facility/${id}/transit/`, owner, {
      transit: 'facility#declined_to_draft',
      payload: {},
    });
    expect(back.status).toBe(200);
    expect(back.json.data.relationships.status.data.id).toBe('draft');
    expect((await call('GET', `/api/review/facility/${id}`, owner)).json.data[0].comment).toBe(
      'The address does not match the map pin.',
    );
  });

  it('blocks an accepted point with a reason (it leaves the public page) and lifts the block', async () => {
    const id = await facilityInReview(owner);
    expect((await call('POST', `/api/manager/points/${id}/block`, manager, { comment: 'x' })).status).toBe(409);
    expect((await call('POST', `/api/manager/points/${id}/accept`, manager, {})).status).toBe(200);
    expect((await call('POST', `/api/manager/points/${id}/block`, manager, {})).status).toBe(422);
    const blocked = await call('POST', `/api/manager/points/${id}/block`, manager, {
      comment: 'Complaints about refused intake.',
    });
    expect(blocked.json.data).toEqual({
      status: 'blocked_by_moderator',
      transit: 'facility#accepted_to_blocked_by_moderator',
    });
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(404);
    const list = await call('GET', '/api/manager/points?status=blocked_by_moderator', manager);
    expect(list.json.data.some((p: any) => p.id === id)).toBe(true);
    const unblocked = await call('POST', `/api/manager/points/${id}/unblock`, manager, {});
    expect(unblocked.json.data).toEqual({ status: 'accepted', transit: 'facility#blocked_by_moderator_to_accepted' });
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(200);
    expect((await auditFor(id)).map((a: any) => a.action)).toEqual(['accept', 'block', 'unblock']);
    expect(
      (await notificationsOf(owner.userId)).some(
        (n: any) => n.message_key === 'notifications.messages.facilityBlocked',
      ),
    ).toBe(true);
  });
});

describe('charity events in review', () => {
  async function eventInReview(creator: TestUser) {
    const id = crypto.randomUUID();
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO charity_events (id, org_id, author_id, edition, status, title, summary, description, category, starts_at, ends_at, time_zone, address, city, capacity, reward_points, contact_name, contact_phone, contact_email, submitted_at, created_at, updated_at)
       VALUES (?, ?, ?, 'ru', 'checking', ?, 'Summary', 'Description', 'cleanup', ?, ?, 'Europe/Moscow', 'Park', 'Moscow', 10, 5, 'Anna', '+74955550123', 'anna@example.org', ?, ?, ?)`,
    )
      .bind(id, creator.orgId, creator.userId, `Cleanup ${unique()}`, now + 86_400_000, now + 90_000_000, now, now, now)
      .run();
    return id;
  }

  it('publishes an event and declines another with a comment; both audited, notified and e-mailed', async () => {
    const creator = others[2]!;
    const first = await eventInReview(creator);
    const second = await eventInReview(creator);
    const list = await call('GET', '/api/manager/events?edition=ru', manager);
    expect(list.json.data.map((e: any) => e.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await getPage(`${ORIGIN}/manager/events/${first}`, { headers: { cookie: manager.cookie } })).status).toBe(
      200,
    );

    expect((await call('POST', `/api/manager/events/${first}/publish`, manager, {})).json.data).toEqual({
      status: 'published',
    });
    expect((await call('POST', `/api/manager/events/${first}/publish`, manager, {})).status).toBe(409);
    expect((await call('POST', `/api/manager/events/${second}/decline`, manager, {})).status).toBe(422);
    const res = await postForm(`/manager/events/${second}`, manager, [
      ['intent', 'decline'],
      ['comment', 'Please add the meeting point.'],
    ]);
    expect(res.status).toBe(303);
    const row = await env.DB.prepare('SELECT status, review_comment FROM charity_events WHERE id = ?')
      .bind(second)
      .first<any>();
    expect(row).toEqual({ status: 'declined', review_comment: 'Please add the meeting point.' });
    expect((await auditFor(first))[0]).toMatchObject({ action: 'publish', to_status: 'published' });
    expect((await auditFor(second))[0]).toMatchObject({
      action: 'decline',
      to_status: 'declined',
      comment: 'Please add the meeting point.',
    });
    const templates = (await mailsTo(creator.email)).map((m: any) => m.template);
    expect(templates).toEqual(expect.arrayContaining(['review.eventPublished', 'review.eventDeclined']));
    const keys = (await notificationsOf(creator.userId)).map((n: any) => n.message_key);
    expect(keys).toEqual(
      expect.arrayContaining(['notifications.messages.eventAccepted', 'notifications.messages.eventDeclined']),
    );
  });

  it('the overview counts each queue per edition and lists the latest decisions', async () => {
    const counts = await call('GET', '/api/manager/counts?edition=kz', manager);
    expect(counts.json.data).toEqual({
      requests: expect.any(Number),
      points: expect.any(Number),
      blocked: expect.any(Number),
      events: expect.any(Number),
      drives: expect.any(Number),
    });
    const html = await (await getPage(`${ORIGIN}/manager`, { headers: { cookie: manager.cookie } })).text();
    expect(html).toContain('data-testid="recent-decisions"');
    const audit = await call('GET', '/api/manager/audit', manager);
    expect(audit.json.data.length).toBeGreaterThan(0);
  });
});
