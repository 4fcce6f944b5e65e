/**
 * Voices on a point count people and networks, not requests (docs/decisions/193-voices-per-network.md):
 * one network counts once whatever the accounts, a young or unverified account adds nothing beyond
 * its network, an established person counts once whatever the networks; the owner's confirmation
 * outweighs earlier reports; per-client limits bind before the point's, so no client locks a point.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSED_REPORTS_THRESHOLD } from '../../ui/shared/facility/freshness';
import { page, postForm, publicFacility, report, testAddress, visitor } from './test-support';
import { osmFacilityRow } from '../../test/integration/support/osm-rows';
import type { TestUser } from '../../test/integration/support/accounts';

const notice = async (id: string) =>
  (await page(`/recycling-points/${id}`)).html.includes('data-testid="reported-closed"');
/** A random /64 and an address in it. */
const net64 = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
const established = async (user: TestUser) => {
  await env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?')
    .bind(Date.now() - 2 * 86_400_000, user.userId)
    .run();
  return user;
};

describe('voices on "reported closed"', () => {
  it('a signed-out report and two fresh accounts from one address are one voice', async () => {
    const { id } = await publicFacility();
    const ip = testAddress();
    expect((await report(id, { kind: 'closed' }, { ip })).status).toBe(200);
    for (const user of [await visitor(), await visitor()])
      expect((await report(id, { kind: 'closed' }, { ip, user })).status).toBe(200);
    expect(await notice(id)).toBe(false);
  });

  it("three addresses of one IPv6 /64 are one voice, on owners' and OpenStreetMap points", async () => {
    const { id } = await publicFacility();
    const osm = 7001;
    await osmFacilityRow(osm).run();
    for (const point of [id, `osm-node-${osm}`]) {
      const net = net64();
      for (const host of ['::1', ':a:b:c:d', '::ffff:0'])
        expect((await report(point, { kind: 'closed' }, { ip: `${net}${host}` })).status).toBe(200);
      expect(await notice(point)).toBe(false);
    }
  });

  it('established accounts sharing a network are one voice; a person is one voice from any network', async () => {
    const { id } = await publicFacility();
    const home = testAddress();
    for (const user of [await established(await visitor()), await established(await visitor())])
      await report(id, { kind: 'closed' }, { ip: home, user });
    const roaming = await established(await visitor());
    await report(id, { kind: 'closed' }, { ip: testAddress(), user: roaming });
    await report(id, { kind: 'temporarily_closed' }, { ip: testAddress(), user: roaming });
    expect(await notice(id)).toBe(false);
    // A third person on a third network: three voices from three networks.
    await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await notice(id)).toBe(true);
  });

  it(`needs ${CLOSED_REPORTS_THRESHOLD} networks; the owner's confirmation outweighs earlier reports until new ones come`, async () => {
    const { user, id } = await publicFacility();
    for (let i = 0; i < CLOSED_REPORTS_THRESHOLD; i++) await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await notice(id)).toBe(true);
    expect((await postForm(`/profile/recycling-points/${id}/still-correct`, {}, user)).status).toBe(303);
    expect(await notice(id)).toBe(false);
    // One new voice does not bring the old ones back.
    await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await notice(id)).toBe(false);
    for (let i = 1; i < CLOSED_REPORTS_THRESHOLD; i++) await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await notice(id)).toBe(true);
  });
});

describe('report limits count the client first', () => {
  it('three addresses of one /64 share the per-client limit of 5 an hour', async () => {
    const net = net64();
    const points = await Promise.all(Array.from({ length: 6 }, () => publicFacility()));
    for (const [i, p] of points.slice(0, 5).entries())
      expect((await report(p.id, { kind: 'other' }, { ip: `${net}::${(i % 3) + 1}`, json: true })).status).toBe(201);
    expect((await report(points[5]!.id, { kind: 'other' }, { ip: `${net}::3`, json: true })).status).toBe(429);
  });

  it('one client, signed out and with an account, cannot lock a point for everyone', async () => {
    const { id } = await publicFacility();
    const ip = testAddress();
    const user = await visitor();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await report(id, { kind: 'other' }, { ip, json: true })).status);
    for (let i = 0; i < 8; i++) codes.push((await report(id, { kind: 'other' }, { ip, user, json: true })).status);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    // Someone else still reaches the point.
    expect((await report(id, { kind: 'other' }, { json: true })).status).toBe(201);
  });
});
