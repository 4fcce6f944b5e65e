import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { completeFacilityForm } from '../../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../../ui/shared/facility/transport';
import { HOSTS, getPage } from '../helpers';
import { createTestUser, testAddress, type TestUser } from '../support/accounts';
import { api as eventApi } from '../support/events';
import { FACILITY, call } from '../support/manager';

/**
 * An approved organisation renaming itself, and names that lie (docs/decisions/124-input-and-request-limits.md):
 * a change of the public identity (name, full name, tax id) is written to the audit trail the
 * managers' console lists, with who changed what; every display name refuses bidi controls and
 * other invisible format characters, with a localized message.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const RLO = '\u202E';
const ORG = {
  name: 'Green Events',
  fullName: 'Green Events LLC',
  tin: '7707083893',
  address: 'Moscow, Tverskaya 1',
  about: '',
  about_ru: '',
  about_kk: '',
  about_es: '',
  about_en: '',
  website: '',
  vk: '',
  ok: '',
  tg: '',
  zen: '',
  phoneCountry: 'RU',
  phone: '',
};

const putOrg = (user: TestUser, body: unknown, host: string = HOSTS.ru) =>
  SELF.fetch(`${host}/api/profile/organisation`, {
    method: 'PUT',
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify(body),
  });
const audit = (orgId: string) =>
  env.DB.prepare(
    `SELECT user_id, action, comment FROM audit_log WHERE subject_type = 'organisation' AND subject_id = ? ORDER BY created_at`,
  )
    .bind(orgId)
    .all<{ user_id: string; action: string; comment: string }>();

describe('organisation identity changes reach the managers', () => {
  it('renaming to a ministry is recorded with who, from and to, and shows in the console', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'Eco Point' });
    expect((await putOrg(owner, ORG)).status).toBe(200);
    expect(
      (await putOrg(owner, { ...ORG, name: 'Ministry of Ecology', fullName: 'Ministry of Ecology of Russia' })).status,
    ).toBe(200);
    const rows = (await audit(owner.orgId!)).results;
    expect(rows.at(-1)).toMatchObject({ user_id: owner.userId, action: 'identity_change' });
    // Each save is compared with the public identity, which stays until a manager approves (ADR 128).
    expect(rows.at(-1)!.comment).toContain('«Eco Point» → «Ministry of Ecology»');
    // Contacts only: no identity change, no row.
    await putOrg(owner, {
      ...ORG,
      name: 'Ministry of Ecology',
      fullName: 'Ministry of Ecology of Russia',
      address: 'Elsewhere',
    });
    expect((await audit(owner.orgId!)).results).toHaveLength(rows.length);

    const manager = await createTestUser({ roles: ['manager'] });
    const html = await (await getPage(`${HOSTS.intl}/manager`, { headers: { cookie: manager.cookie } })).text();
    expect(html).toContain('Name or tax details changed');
    expect(html).toContain('Ministry of Ecology');
  });
});

describe('display names refuse bidi controls and other format characters', () => {
  it('organisation name and full name', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'Eco' });
    const res = await putOrg(owner, { ...ORG, name: `Eco ${RLO}yrtsiniM` }, HOSTS.intl);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields?.name?.[0]).toMatch(/invisible control characters/);
    expect((await putOrg(owner, { ...ORG, fullName: 'Eco\u2066LLC' })).status).toBe(400);
  });

  it("a person's name: registration and profile", async () => {
    const reg = await SELF.fetch(`${HOSTS.ru}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
      body: JSON.stringify({
        first_name: `Admin${RLO}`,
        email: `bidi-${crypto.randomUUID()}@example.org`,
        password: 'Secret123',
        type: 'fl',
        custom_role: 'volunteer',
      }),
    });
    expect(reg.status).toBe(400);
    expect(JSON.stringify(await reg.json())).toContain('невидимые управляющие символы');
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await SELF.fetch(`${HOSTS.ru}/api/profile/personal`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ name: 'Ann\u200B', phoneCountry: 'RU', phone: '' }),
    });
    expect(res.status).toBe(400);
  });

  it("a point's name and an event's title", async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'Points' });
    const point = await call(
      'POST',
      `${FACILITY}/facility/`,
      owner,
      buildFacilityPayload(completeFacilityForm({ name: `Point ${RLO}gnp.exe` })),
    );
    expect(point.status).toBe(422);
    expect(JSON.stringify(point.json)).toContain('невидимые управляющие символы');
    const creator = await createTestUser({ roles: ['promotion_creator'], orgName: 'Events' });
    const event = await eventApi('POST', '', creator, { title: `Clean-up${RLO}` });
    expect([400, 422]).toContain(event.status);
    expect(JSON.stringify(event.json)).toContain('невидимые управляющие символы');
  });
});
