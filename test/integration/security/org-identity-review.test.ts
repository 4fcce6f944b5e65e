import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from '../helpers';
import { createTestUser, type TestUser } from '../support/accounts';
import { auditFor, postForm } from '../support/manager';

/**
 * An approved organisation cannot rename itself at will (docs/decisions/128): a new name, full name
 * or tax id waits in the managers' console, the public keeps the old identity until a manager
 * approves, and logo changes are audited.
 */
const FORM = {
  name: 'Министерство экологии',
  fullName: 'Министерство природных ресурсов РФ',
  tin: '7707083893',
  address: 'Москва',
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
const save = (owner: TestUser, body = FORM) =>
  SELF.fetch(`${HOSTS.ru}/api/profile/organisation`, {
    method: 'PUT',
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: owner.cookie, origin: HOSTS.ru },
    body: JSON.stringify(body),
  });
const org = (id: string) =>
  env.DB.prepare('SELECT name, full_name, tin FROM organisations WHERE id = ?')
    .bind(id)
    .first<{ name: string; full_name: string; tin: string }>();
const pendingId = async (orgId: string) =>
  (
    await env.DB.prepare(`SELECT id FROM pending_org_changes WHERE org_id = ? AND status = 'pending'`)
      .bind(orgId)
      .first<{ id: string }>()
  )?.id;

describe("an organisation's public identity changes only through review", () => {
  it('a rename is pending (owner sees it, public does not) until a manager approves it in the console', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'ООО Зелёный двор' });
    const before = (await org(owner.orgId!))!;
    const res = await save(owner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { detail: string }).detail).toContain('после проверки');
    expect(await org(owner.orgId!)).toEqual(before);
    const audit = await auditFor(owner.orgId!);
    expect(
      audit.some(
        (a: { action: string; comment: string }) =>
          a.action === 'identity_change' && a.comment.includes('Министерство экологии'),
      ),
    ).toBe(true);

    const profile = await getPage(`${HOSTS.ru}/profile/`, { headers: { cookie: owner.cookie } });
    expect(await profile.text()).toContain('data-testid="org-pending-review"');

    const manager = await createTestUser({ roles: ['manager'] });
    const consolePage = await (await getPage(`${HOSTS.ru}/manager`, { headers: { cookie: manager.cookie } })).text();
    expect(consolePage).toContain('data-testid="identity-change"');
    expect(consolePage).toContain('Министерство экологии');

    // Neither the owner nor another organisation can decide it.
    const id = (await pendingId(owner.orgId!))!;
    expect((await postForm(`/manager/org-changes/${id}`, owner, [['intent', 'approve']])).status).not.toBe(303);
    expect(await org(owner.orgId!)).toEqual(before);

    const approved = await postForm(`/manager/org-changes/${id}`, manager, [['intent', 'approve']]);
    expect(approved.status).toBe(303);
    expect(await org(owner.orgId!)).toEqual({ name: FORM.name, full_name: FORM.fullName, tin: FORM.tin });
    // Once only.
    expect((await postForm(`/manager/org-changes/${id}`, manager, [['intent', 'decline']])).status).toBe(409);
  });

  it('a declined rename changes nothing; a logo change is in the audit log', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: 'ООО Пункт' });
    const before = (await org(owner.orgId!))!;
    await save(owner);
    const manager = await createTestUser({ roles: ['manager'] });
    expect(
      (await postForm(`/manager/org-changes/${(await pendingId(owner.orgId!))!}`, manager, [['intent', 'decline']]))
        .status,
    ).toBe(303);
    expect(await org(owner.orgId!)).toEqual(before);
    expect(await pendingId(owner.orgId!)).toBeUndefined();

    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'logo.png', {
        type: 'image/png',
      }),
    );
    const logo = await SELF.fetch(`${HOSTS.ru}/api/profile/organisation/logo`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: HOSTS.ru },
      body: form,
    });
    expect(logo.status).toBe(200);
    const audit = await auditFor(owner.orgId!);
    expect(
      audit.some((a: { action: string; user_id: string }) => a.action === 'logo_change' && a.user_id === owner.userId),
    ).toBe(true);
  });
});
