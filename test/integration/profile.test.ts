import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { orgInfoFor } from '../../worker/services/facility-documents';
import { HOSTS } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import { profileApi } from './support/profile-api';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const userRow = (id: string) =>
  env.DB.prepare('SELECT name, phone, image_url, updated_at FROM users WHERE id = ?')
    .bind(id)
    .first<{ name: string; phone: string | null; image_url: string | null; updated_at: number }>();
const orgRow = (id: string) =>
  env.DB.prepare('SELECT name, full_name, tin, address, logo_url, contacts FROM organisations WHERE id = ?')
    .bind(id)
    .first<Record<string, string | null>>();

describe('GET /api/profile', () => {
  it('401 for guests; docs/product.md §3.1 fields for a signed-in user', async () => {
    expect((await profileApi(HOSTS.ru, null, 'GET', '')).status).toBe(401);
    const user = await createTestUser({ roles: ['volunteer'], name: 'Vera' });
    const res = await profileApi(HOSTS.ru, user, 'GET', '');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown>; organisation: unknown; balance: number };
    expect(body.user).toMatchObject({
      id: user.userId,
      name: 'Vera',
      email: user.email,
      phone: null,
      isSyncedWithMobile: false,
      roles: ['user'],
      pendingEmail: null,
    });
    expect(body.user).toHaveProperty('profileId');
    expect(body.user).toHaveProperty('paymentProfileId');
    expect(body.organisation).toBeNull();
    expect(body.balance).toBe(0);
  });
});

describe('PUT /api/profile/personal', () => {
  it('saves the name and stores the phone as E.164 without its first character (+)', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await profileApi(HOSTS.ru, user, 'PUT', '/personal', {
      name: '  Анна Смирнова ',
      phoneCountry: 'RU',
      phone: '916 123-45-67',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { detail: string; user: { name: string } };
    expect(body.detail).toBe('Изменения сохранены');
    expect(body.user.name).toBe('Анна Смирнова');
    expect(await userRow(user.userId)).toMatchObject({ name: 'Анна Смирнова', phone: '79161234567' });
    const profile = (await (await profileApi(HOSTS.ru, user, 'GET', '')).json()) as { user: Record<string, unknown> };
    expect(profile.user).toMatchObject({
      phone: '79161234567',
      phoneCountry: 'RU',
      phoneNumber: '9161234567',
      phoneDisplay: '+7 916 123 45 67',
    });
  });

  it('tells Kazakh numbers from Russian ones (both +7) when reading the stored phone back', async () => {
    const user = await createTestUser({ roles: ['volunteer'], edition: 'kz' });
    expect(
      (
        await profileApi(HOSTS.kz, user, 'PUT', '/personal', {
          name: 'Айгерим',
          phoneCountry: 'KZ',
          phone: '7011234567',
        })
      ).status,
    ).toBe(200);
    expect((await userRow(user.userId))!.phone).toBe('77011234567');
    const profile = (await (await profileApi(HOSTS.kz, user, 'GET', '')).json()) as { user: Record<string, unknown> };
    expect(profile.user).toMatchObject({ phoneCountry: 'KZ', phoneNumber: '7011234567' });
  });

  it('a phone that is not valid for the chosen country: localized 400, nothing changed', async () => {
    const user = await createTestUser({ roles: ['volunteer'], name: 'Before' });
    const before = await userRow(user.userId);
    // A Moscow mobile number is not a Kazakh number.
    const ru = await profileApi(HOSTS.ru, user, 'PUT', '/personal', {
      name: 'After',
      phoneCountry: 'KZ',
      phone: '9161234567',
    });
    expect(ru.status).toBe(400);
    const body = (await ru.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe('Значение не является корректным номером телефона');
    expect(body.error.fields?.phone).toEqual(['Значение не является корректным номером телефона']);
    const kz = (await (
      await profileApi(HOSTS.kz, user, 'PUT', '/personal', { name: 'After', phoneCountry: 'KZ', phone: '12' })
    ).json()) as ErrorBody;
    expect(kz.error.message).toBe('Мән жарамды телефон нөмірі емес');
    const intl = (await (
      await profileApi(HOSTS.intl, user, 'PUT', '/personal', { name: 'After', phoneCountry: 'AR', phone: '123' })
    ).json()) as ErrorBody;
    expect(intl.error.message).toBe('Value is not a valid phone number');
    // Outside the international edition the country list is limited (docs/product.md §5.4).
    const us = (await (
      await profileApi(HOSTS.ru, user, 'PUT', '/personal', { name: 'After', phoneCountry: 'US', phone: '2015550123' })
    ).json()) as ErrorBody;
    expect(us.error.message).toBe('Код страны необходимо выбрать из списка');
    expect(await userRow(user.userId)).toEqual(before);
  });

  it('an empty name: localized 400 (per locale), nothing changed', async () => {
    const user = await createTestUser({ roles: ['volunteer'], name: 'Keep me' });
    const before = await userRow(user.userId);
    const cases: [string, string | undefined, string][] = [
      [HOSTS.ru, undefined, 'Это поле обязательно для заполнения'],
      [HOSTS.kz, undefined, 'Бұл өрісті толтыру міндетті'],
      [HOSTS.intl, undefined, 'This field is required'],
    ];
    for (const [host, language, text] of cases) {
      const res = await SELF.fetch(`${host}/api/profile/personal`, {
        method: 'PUT',
        headers: {
          cookie: user.cookie,
          'content-type': 'application/json',
          ...(language ? { 'accept-language': language } : {}),
        },
        body: JSON.stringify({ name: '   ', phoneCountry: 'RU', phone: '9161234567' }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.fields?.name).toEqual([text]);
      expect(body.error.message).toBe(text);
    }
    expect(await userRow(user.userId)).toEqual(before);
  });

  it('401 for guests; malformed JSON is a 400, not a 500', async () => {
    expect((await profileApi(HOSTS.ru, null, 'PUT', '/personal', { name: 'x' })).status).toBe(401);
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await SELF.fetch(`${HOSTS.ru}/api/profile/personal`, {
      method: 'PUT',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });
});

describe('avatar upload (R2, checked by content)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const upload = (user: TestUser, bytes: Uint8Array<ArrayBuffer>, name = 'a.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return SELF.fetch(`${HOSTS.ru}/api/profile/avatar`, {
      method: 'POST',
      headers: { cookie: user.cookie },
      body: form,
    });
  };

  it('stores a PNG, serves it, replaces and removes it', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await upload(user, PNG);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { imageUrl: string; user: { imageUrl: string } };
    expect(body.imageUrl).toMatch(new RegExp(`^/media/avatars/${user.userId}/[\\w-]+\\.png$`));
    expect(body.user.imageUrl).toBe(body.imageUrl);
    const served = await SELF.fetch(`${HOSTS.ru}${body.imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();
    const second = (await (await upload(user, PNG)).json()) as { imageUrl: string };
    // The replaced object is gone (its URL now answers with the fallback).
    expect(await env.MEDIA.get(body.imageUrl.slice('/media/'.length))).toBeNull();
    const removed = await profileApi(HOSTS.ru, user, 'DELETE', '/avatar');
    expect(removed.status).toBe(200);
    expect((await userRow(user.userId))!.image_url).toBeNull();
    expect(await env.MEDIA.get(second.imageUrl.slice('/media/'.length))).toBeNull();
  });

  it('refuses a non-image named .png (422) and an oversized file (413), changing nothing', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const bad = await upload(user, new TextEncoder().encode('<svg onload=alert(1)>'), 'evil.png');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as ErrorBody).error.message).toBe('Подходят только изображения JPEG, PNG или WebP.');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await upload(user, big);
    expect(large.status).toBe(413);
    await large.arrayBuffer();
    expect((await userRow(user.userId))!.image_url).toBeNull();
  });
});

describe('PUT /api/profile/organisation (org_info of docs/product.md §3.5)', () => {
  const valid = {
    name: 'Green Events',
    fullName: 'Green Events LLC',
    tin: '7707083893',
    address: 'Moscow, Tverskaya 1',
    about: 'We organise clean-ups.',
    about_ru: 'Мы проводим субботники.',
    about_kk: 'Біз сенбіліктер өткіземіз.',
    about_es: '',
    about_en: 'We organise clean-ups.',
    website: 'green.example.org',
    vk: 'https://vk.com/green',
    ok: '',
    tg: '@green_events',
    zen: '',
    phoneCountry: 'RU',
    phone: '4951234567',
  };

  it('saves what the recycling points’ public pages read', async () => {
    const user = await createTestUser({ roles: ['facility'], orgName: 'Old name' });
    const res = await profileApi(HOSTS.ru, user, 'PUT', '/organisation', valid);
    expect(res.status).toBe(200);
    // Address and contacts at once; the new name, full name and tax id wait for a manager (ADR 128).
    const body = (await res.json()) as { user: { orgName: string } };
    expect(body.user.orgName).toBe('Old name');
    const info = await orgInfoFor(env.DB, user.orgId!);
    expect(info).toMatchObject({ full_name: 'Old name', address: 'Moscow, Tverskaya 1' });
    expect(info.contacts).toMatchObject({
      about: 'We organise clean-ups.',
      about_ru: 'Мы проводим субботники.',
      about_kk: 'Біз сенбіліктер өткіземіз.',
      website: 'https://green.example.org',
      vk: 'https://vk.com/green',
      tg: 'https://t.me/green_events',
      phone: '+74951234567',
      ok: '',
      zen: '',
    });
    const profile = (await (await profileApi(HOSTS.ru, user, 'GET', '')).json()) as {
      organisation: { fullName: string; pendingIdentity: unknown };
    };
    expect(profile.organisation.fullName).toBe('Old name');
    expect(profile.organisation.pendingIdentity).toEqual({
      name: 'Green Events',
      fullName: 'Green Events LLC',
      tin: '7707083893',
    });
  });

  it('a bad tax id names the edition’s id (INN/BIN/CUIT) and changes nothing', async () => {
    const user = await createTestUser({ roles: ['promotion_creator'], orgName: 'Org' });
    const before = await orgRow(user.orgId!);
    const ru = (await (
      await profileApi(HOSTS.ru, user, 'PUT', '/organisation', { ...valid, tin: '77-07' })
    ).json()) as ErrorBody;
    expect(ru.error.fields?.tin).toEqual(['Некорректный ИНН']);
    const kz = (await (
      await profileApi(HOSTS.kz, user, 'PUT', '/organisation', {
        ...valid,
        tin: 'abc',
        phoneCountry: 'KZ',
        phone: '7011234567',
      })
    ).json()) as ErrorBody;
    expect(kz.error.fields?.tin).toEqual(['БСН дұрыс емес']);
    const intl = (await (
      await profileApi(HOSTS.intl, user, 'PUT', '/organisation', { ...valid, tin: 'x', phoneCountry: 'AR', phone: '' })
    ).json()) as ErrorBody;
    expect(intl.error.fields?.tin).toEqual(['Invalid CUIT']);
    const link = (await (
      await profileApi(HOSTS.intl, user, 'PUT', '/organisation', { ...valid, website: 'not a link', phone: '' })
    ).json()) as ErrorBody;
    expect(link.error.fields?.website).toEqual(['Enter a link, for example https://example.org']);
    expect(await orgRow(user.orgId!)).toEqual(before);
  });

  it('403 for users without an organisation role', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    expect((await profileApi(HOSTS.ru, user, 'PUT', '/organisation', valid)).status).toBe(403);
  });
});
