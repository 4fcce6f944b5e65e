import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';
import { googleRegistrationSchema } from './schemas/google-registration';
import { validateWith } from './schemas/form-fields';

describe('safeNextPath', () => {
  it('keeps paths on this site and refuses everything else', () => {
    expect(safeNextPath('/charity-events?page=2')).toBe('/charity-events?page=2');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('googleRegistrationSchema', () => {
  it('needs a role and a name but no password', () => {
    const ok = validateWith(googleRegistrationSchema, { roles: 'user', name: ' Вера ' });
    expect(ok).toMatchObject({ ok: true, value: { corporate: false, name: 'Вера', roles: ['user'] } });
    const missing = validateWith(googleRegistrationSchema, { name: '' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['name', 'roles']);
  });

  it('asks corporate sign-ups for the organisation and maps the requested roles', () => {
    const partial = validateWith(googleRegistrationSchema, { roles: ['charityEventCreator'], name: 'Олег' });
    expect(partial.ok).toBe(false);
    const ok = validateWith(googleRegistrationSchema, {
      roles: ['charityEventCreator', 'recyclingPointCreator'],
      name: 'Олег',
      orgName: 'ООО',
      address: 'Москва',
      inn: '7707083893',
    });
    expect(ok).toMatchObject({
      ok: true,
      value: { corporate: true, requestedRoles: ['promotion_creator', 'facility'] },
    });
    expect(validateWith(googleRegistrationSchema, { roles: ['user', 'charityEventCreator'], name: 'X' }).ok).toBe(
      false,
    );
  });
});
