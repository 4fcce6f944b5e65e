import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../editions/types';

const dir = path.resolve(__dirname, '../../locales');
const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    else out.set(prefix + key, String(value));
  }
  return out;
}

const files = Object.fromEntries(LOCALES.map((l) => [l, flatten(load(l))]));
const allKeys = new Set(Object.values(files).flatMap((m) => [...m.keys()]));
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

describe('locale files', () => {
  it('exist for all five locales', () => {
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES)('%s has every key (names the missing ones)', (locale) => {
    const missing = [...allKeys].filter((k) => !files[locale]!.has(k));
    expect(missing, `missing in ${locale}`).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty texts and no stray non-string values', (locale) => {
    const empty = [...files[locale]!].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same {placeholders} in every locale', () => {
    const mismatched: string[] = [];
    for (const [key, en] of files['en-US']!) {
      for (const locale of LOCALES) {
        const text = files[locale]!.get(key);
        if (text !== undefined && placeholders(text) !== placeholders(en)) mismatched.push(`${locale}:${key}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('is really translated: Kazakh and Spanish differ from English in most texts', () => {
    for (const locale of ['kk-KZ', 'es-AR', 'ru-RU'] as const) {
      const same = [...files['en-US']!].filter(([k, v]) => files[locale]!.get(k) === v && /[a-z]{4}/i.test(v));
      expect(same.length / allKeys.size, `${locale} copies English: ${same.map(([k]) => k).slice(0, 5)}`).toBeLessThan(
        0.1,
      );
    }
  });
});
