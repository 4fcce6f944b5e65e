import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with scripts/locale-placeholders.mjs
import { flatten, grammarProblems } from '../../scripts/lib/placeholder-grammar.mjs';

/**
 * Russian and Kazakh texts agree whatever the name in a placeholder: no known bad pattern
 * (scripts/lib/placeholder-grammar.mjs). `node scripts/locale-placeholders.mjs` lists them all.
 */
const load = (locale: string) =>
  flatten(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}.json`), 'utf8'))) as Map<
    string,
    string
  >;
const check = (locale: string, texts: Record<string, string>) =>
  (grammarProblems(locale, new Map(Object.entries(texts))) as { rule: string }[]).map((p) => p.rule);

describe('texts with a placeholder agree whatever the name', () => {
  it.each(['ru-RU', 'ru-KZ', 'kk-KZ'])('%s has none of the known bad patterns', (locale) => {
    expect(grammarProblems(locale, load(locale))).toEqual([]);
  });

  it('the patterns catch what the audit found and pass the rephrased texts', () => {
    expect(
      check('ru-RU', {
        a: '«{name}» больше недоступно',
        b: 'Задайте вопрос {brand}',
        c: 'Ваше участие в «{title}» подтверждено.',
        d: 'Вы зарегистрировались на {brand}.',
        e: '«{name}» будет опубликован после одобрения.',
        f: 'Вы {position}-й в листе ожидания',
      }),
    ).toEqual([
      'name-as-gendered-subject',
      'brand-as-object',
      'name-after-preposition',
      'brand-after-preposition',
      'name-as-gendered-subject',
      'ordinal-of-person',
    ]);
    expect(
      check('ru-RU', {
        a: 'Мероприятие «{name}» больше недоступно',
        b: 'Задайте вопрос команде {brand}',
        c: 'Ваше участие в мероприятии «{title}» подтверждено.',
        d: 'Вы зарегистрировались на портале {brand}.',
        e: '{brand} объединяет пункты приёма',
        f: 'Для кого {brand}',
      }),
    ).toEqual([]);
    expect(check('kk-KZ', { a: '{brand} ашу', b: '{brand}-ға жазыңыз', c: '{brand} сайтын ашу' })).toEqual([
      'kk-bare-name-object',
      'kk-suffix-on-placeholder',
    ]);
  });
});
