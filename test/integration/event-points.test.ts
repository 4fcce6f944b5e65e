import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from './helpers';
import { facilityIn } from './facility-support';
import { createTestUser } from './support/accounts';
import { api, completeEvent, creator, publishedEvent } from './support/events';

/**: an event may take place at an accepted point of its own organisation; the point's page lists it. */
describe('charity events at recycling points', () => {
  const bothRoles = () =>
    createTestUser({ roles: ['facility', 'promotion_creator'], orgName: `Both ${crypto.randomUUID().slice(0, 6)}` });

  it('the editor offers the organisation’s accepted points only', async () => {
    const org = await bothRoles();
    const accepted = await facilityIn(org, 'accepted');
    const draft = await facilityIn(org, 'draft');
    const html = await (
      await getPage(`${HOSTS.ru}/profile/create-charity-event`, { headers: { cookie: org.cookie } })
    ).text();
    expect(html).toContain(`"facilities":[{"id":"${accepted}"`);
    expect(html).not.toContain(draft);
  });

  it('links an event to an accepted point of the same organisation, never to another’s or an unaccepted one', async () => {
    const org = await bothRoles();
    const accepted = await facilityIn(org, 'accepted');
    const draft = await facilityIn(org, 'draft');
    const other = await bothRoles();
    const foreign = await facilityIn(other, 'accepted');
    expect((await api('POST', '', org, completeEvent({ facilityId: draft }))).status).toBe(422);
    expect((await api('POST', '', org, completeEvent({ facilityId: foreign }))).status).toBe(422);
    const id = await publishedEvent(org, completeEvent({ facilityId: accepted, title: 'Battery drive at the point' }));
    const stored = await env.DB.prepare('SELECT facility_id FROM charity_events WHERE id = ?')
      .bind(id)
      .first<{ facility_id: string }>();
    expect(stored!.facility_id).toBe(accepted);
  });

  it('the point’s public page lists its upcoming published events for everyone', async () => {
    const org = await bothRoles();
    const accepted = await facilityIn(org, 'accepted');
    await publishedEvent(org, completeEvent({ facilityId: accepted, title: 'Battery drive at the point' }));
    const stranger = await (await getPage(`${HOSTS.ru}/recycling-points/${accepted}`)).text();
    expect(stranger).toContain('data-testid="point-events"');
    expect(stranger).toContain('Battery drive at the point');
    // A point with no events shows no empty section.
    const lonely = await facilityIn(await bothRoles(), 'accepted');
    expect(await (await getPage(`${HOSTS.ru}/recycling-points/${lonely}`)).text()).not.toContain(
      'data-testid="point-events"',
    );
  });

  it('a plain event creator without points sees no point picker', async () => {
    const plain = await creator();
    const html = await (
      await getPage(`${HOSTS.ru}/profile/create-charity-event`, { headers: { cookie: plain.cookie } })
    ).text();
    expect(html).toContain('"facilities":[]');
    expect(html).not.toContain('data-testid="event-facility"');
  });
});
