import { describe, expect, it } from 'vitest';
import { validateWith } from './form-fields';
import { loginSchema } from './login';
import { registerPayloadSchema } from './register-payload';
import { registerPayload, registrationSchema } from './registration';
import { restorePasswordSchema } from './restore-password';
import { PASSWORD_FORBIDDEN, emailRule, identifierKind, passwordRule } from './rules';

describe('password rule (docs/product.md §5.3)', () => {
  const base = 'Abc1'; // upper, lower, digit; padded to the length under test
  it.each([
    [7, false],
    [8, true],
    [20, true],
    [21, false],
  ])('%i characters → valid: %s', (length, valid) => {
    const password = base + 'x'.repeat(length - base.length);
    expect(password).toHaveLength(length);
    expect(passwordRule(password) === null).toBe(valid);
  });

  it('needs an upper-case letter, a lower-case letter and a digit', () => {
    expect(passwordRule('abcdefg1')).toBe('validation.password');
    expect(passwordRule('ABCDEFG1')).toBe('validation.password');
    expect(passwordRule('Abcdefgh')).toBe('validation.password');
  });

  it.each(PASSWORD_FORBIDDEN.map((ch) => [JSON.stringify(ch), ch]))('refuses %s', (_, ch) => {
    expect(passwordRule(`Abcd${ch}efg1`)).toBe('validation.passwordForbidden');
  });

  it('lists exactly the product description characters: space \\ \' " < > { } [ ] ( ) : ; | `', () => {
    expect([...PASSWORD_FORBIDDEN].sort()).toEqual(
      [' ', '\\', "'", '"', '<', '>', '{', '}', '[', ']', '(', ')', ':', ';', '|', '`'].sort(),
    );
  });
});

describe('e-mail rule (docs/product.md §5.1, §9)', () => {
  const domain66 = `${'d'.repeat(62)}.com`;
  it.each([
    [`${'a'.repeat(64)}@example.org`, true],
    [`${'a'.repeat(65)}@example.org`, false],
    [`user@${domain66}`, true],
    [`user@${'d'.repeat(63)}.com`, false],
    ['plain', false],
    ['a@b', false],
    ['first.last+tag@sub.example.co', true],
  ])('%s → valid: %s', (email, valid) => {
    if (email.startsWith('user@d')) expect(email.split('@')[1]!.length).toBe(valid ? 66 : 67);
    expect(emailRule(email) === null).toBe(valid);
  });

  it('an identifier that looks like an e-mail is one, anything else a username (docs/product.md §5.2)', () => {
    expect(identifierKind('someone@example.org')).toBe('email');
    expect(identifierKind('someone')).toBe('username');
  });
});

describe('login and restore schemas', () => {
  it('both login fields are required', () => {
    expect(validateWith(loginSchema, { login: ' ', password: '' })).toEqual({
      ok: false,
      errors: { login: ['validation.required'], password: ['validation.required'] },
    });
    expect(validateWith(loginSchema, { login: ' a@b.org ', password: 'x' })).toEqual({
      ok: true,
      value: { login: 'a@b.org', password: 'x', kind: 'email' },
    });
  });
  it('restore needs a valid e-mail', () => {
    expect(validateWith(restorePasswordSchema, { email: 'nope' })).toEqual({
      ok: false,
      errors: { email: ['validation.email'] },
    });
  });
});

describe('registration schema (docs/product.md §3.4, §5.3)', () => {
  const regular = {
    roles: 'user',
    name: 'Ann',
    email: 'ann@example.org',
    password: 'Secret123',
    repeatPassword: 'Secret123',
  };
  const corporate = {
    roles: ['charityEventCreator', 'recyclingPointCreator'],
    name: 'Bob',
    email: 'bob@example.org',
    orgName: 'Org',
    address: 'Addr',
    inn: '-123',
  };

  it('needs at least one role, and regular and corporate roles exclude each other', () => {
    expect(validateWith(registrationSchema, { ...regular, roles: [] })).toMatchObject({
      ok: false,
      errors: { roles: ['validation.roleRequired'] },
    });
    expect(validateWith(registrationSchema, { ...regular, roles: ['user', 'charityEventCreator'] })).toMatchObject({
      ok: false,
      errors: { roles: ['validation.rolesExclusive'] },
    });
  });

  it('checks passwords only for the regular role, and the repeat must match', () => {
    expect(validateWith(registrationSchema, { ...regular, repeatPassword: 'Secret124' })).toMatchObject({
      ok: false,
      errors: { repeatPassword: ['validation.repeat'] },
    });
    expect(validateWith(registrationSchema, { ...corporate, password: 'x' }).ok).toBe(true);
  });

  it('requires organisation fields and an integer tax id only for corporate roles', () => {
    expect(validateWith(registrationSchema, { ...corporate, inn: '12.5' })).toMatchObject({
      ok: false,
      errors: { inn: ['validation.invalidTin'] },
    });
    expect(validateWith(registrationSchema, { ...corporate, orgName: '', address: '', inn: '' })).toMatchObject({
      ok: false,
      errors: { orgName: ['validation.required'], address: ['validation.required'], inn: ['validation.required'] },
    });
    expect(validateWith(registrationSchema, { ...regular, inn: 'abc' }).ok).toBe(true);
  });

  it('builds the docs/product.md §3.4 payloads, keeping the chosen corporate roles', () => {
    const r = validateWith(registrationSchema, regular);
    const c = validateWith(registrationSchema, corporate);
    if (!r.ok || !c.ok) throw new Error('expected valid');
    expect(registerPayload(r.value)).toEqual({
      first_name: 'Ann',
      email: 'ann@example.org',
      password: 'Secret123',
      type: 'fl',
      custom_role: 'volunteer',
    });
    expect(registerPayload(c.value)).toEqual({
      first_name: 'Bob',
      email: 'bob@example.org',
      type: 'legal_entity',
      custom_role: 'promotion_creator',
      orgName: 'Org',
      address: 'Addr',
      inn: '-123',
      requested_roles: ['promotion_creator', 'facility'],
    });
    expect(validateWith(registerPayloadSchema, registerPayload(c.value)).ok).toBe(true);
  });
});
