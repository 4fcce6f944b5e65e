import { describe, expect, it } from 'vitest';
import { eventFormSchema } from '../events/schema';
import { hasFormatCharacters, personNameRule } from './display-name';
import { orgSchema } from './profile-org';
import { personalSchema } from './profile';
import { registerPayloadSchema } from './register-payload';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const OTHER_CF = ['\u200B', '\u200E', '\u00AD', '\u2060', '\uFEFF', '\u{E0041}', '\u061C'];

describe('display names refuse bidi controls and other format characters', () => {
  it('finds every bidi control and \\p{Cf}, keeps plain names and emoji sequences', () => {
    for (const ch of [...BIDI, ...OTHER_CF]) expect(hasFormatCharacters(`Мин${ch}истерство`), escape(ch)).toBe(true);
    for (const ok of ['Эко-центр «Зелёный»', 'Ñandú S.A.', 'Қазақ Эко', 'Team 👩‍🔬 lab', '❤️‍🔥 hot'])
      expect(hasFormatCharacters(ok), ok).toBe(false);
  });

  it('the shared schemas give the localized key', () => {
    const org = orgSchema(['RU']).safeParse({
      name: 'Eco\u202Eorg',
      fullName: 'OK',
      tin: '7707083893',
      address: 'A',
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
    });
    expect(org.success).toBe(false);
    expect(JSON.stringify(org.error?.issues)).toContain('validation.formatCharacters');
    const person = personalSchema(['RU']).safeParse({ name: 'Ann\u2066', phoneCountry: 'RU', phone: '' });
    expect(JSON.stringify(person.error?.issues)).toContain('validation.formatCharacters');
    const event = eventFormSchema.safeParse({ title: 'Clean\u200Bup' });
    expect(JSON.stringify(event.error?.issues)).toContain('events.validation.formatCharacters');
    const reg = registerPayloadSchema.safeParse({
      first_name: 'Eve\u202E',
      email: 'e@example.org',
      password: 'Secret123',
      type: 'fl',
      custom_role: 'volunteer',
    });
    expect(JSON.stringify(reg.error?.issues)).toContain('validation.formatCharacters');
  });
});

describe("a person's name refuses links and domains", () => {
  it('refuses what a mail client would make a link, keeps ordinary names', () => {
    for (const bad of [
      'evil.example',
      'HTTPS://x',
      'see www.x',
      'a@b',
      'evil。com',
      'evil．com',
      '10.0.0.1',
      'пример.рф',
      'x.xn--p1ai',
    ])
      expect(personNameRule(bad), bad).toBe('validation.nameLink');
    for (const ok of ['Анна', 'J. R. R. Tolkien', 'Ñandú S.A.', 'Қазақ Эко', "Mary-Jane O'Neil", 'Team 👩‍🔬 lab'])
      expect(personNameRule(ok), ok).toBeNull();
    expect(personNameRule('Eve\u202E')).toBe('validation.formatCharacters');
  });
});
