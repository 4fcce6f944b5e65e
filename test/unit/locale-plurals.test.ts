import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../editions/types';

/**
 * Every count in every locale goes through plural rules: a text that takes a count (`{count}`) is
 * one form of a plural object with every form Intl.PluralRules picks for its locale ("1 пунктов"
 * was the manager console's). Other numbers are values, not counts of things (a bound, a size in
 * MB, a page number, minutes as "мин"); the texts that take one are listed here with why, so a new
 * one is looked at before it ships.
 */
const dir = path.resolve(__dirname, '../../locales');
type Tree = { [key: string]: string | Tree };
const load = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree;

const NUMBER_PLACEHOLDER = /\{(count|n|m|min|max|mb|page|pages|minutes|points)\}/;
const VALUE_NOT_COUNT: Record<string, string> = {
  'checkIn.page.doneCorrected': 'a value after a colon with the abbreviated unit ("90 мин."), which no number inflects',
  'validation.min': 'a bound',
  'events.shifts.validation.tooManySlots': 'a bound, after a colon',
  'events.shifts.validation.tooManyRoles': 'a bound, after a colon',
  'shifts.editor.role': 'a label numbering the roles in the form ("Role 2"), not a count',
  'validation.max': 'a bound',
  'validation.between': 'bounds',
  'validation.maxLength': 'a bound',
  'validation.decimals': 'a bound, after a colon',
  'events.validation.tooLong': 'a bound',
  'drives.invalid.tooLong': 'a bound, after a colon',
  'drives.amounts.kgValue': 'an amount (decimal) before an abbreviated unit, which does not inflect',
  'drives.amounts.piecesValue': 'an amount before an abbreviated unit (шт., дана, u., pcs), which does not inflect',
  'events.validation.min': 'a bound',
  'events.validation.max': 'a bound',
  'events.validation.between': 'bounds',
  'facility.validation.decimals': 'a bound, after a colon',
  'phone.hint': 'a bound',
  'profile.media.hint': 'a size before the unit MB',
  'profile.media.errors.too_large': 'a size before the unit MB',
  'events.form.coverHint': 'a size before the unit MB',
  'profile.balance.page': 'page numbers',
  'auth.errors.rateLimited': 'minutes as the unit "min"',
  'forms.errors.rateLimited': 'minutes as the unit "min"',
  'notifications.messages.attendanceCredited': 'points after a colon',
  'events.mail.credited.intro': 'points after a colon',
  'events.page.reward': 'an already pluralized "N points" after a colon',
  'facility.validation.maxLength': 'a bound, after a colon',
  'facility.validation.between': 'bounds',
  'facility.validation.maxRates': 'a bound, after a colon',
  'manager.pagination.status': 'page numbers',
  'finder.distance.m': 'a distance before the unit m',
  'finder.distance.km': 'a distance before the unit km',
  'events.attendance.credited': 'an already pluralized "N points"',
  'mail.trust.digest.intro': 'a count after a colon',
  'volunteers.errors.capacityBelowSignedUp': 'a bound, after a colon',
  'guide.search.facilitiesLink': 'a count after a colon',
  'guide.browse.pageOf': 'page numbers ("page 2 of 5")',
  'finder.materialsChosen': 'a count after a colon (English: "N chosen")',
  'volunteers.mail.thankYou.intro': 'points after a colon',
  'trust.report.commentHint': 'a bound',
  'trust.errors.facilityBusy': 'minutes as the unit "min"',
  'auth.errors.mailLimited': 'minutes as the unit "min"',
  'record.errors.rateLimited': 'minutes as the unit "min"',
  'osm.geojson.badPage': 'a bound',
};

function leaves(tree: Tree, prefix = ''): Array<{ key: string; parent: Tree; text: string }> {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [{ key: `${prefix}${k}`, parent: tree, text: v }] : leaves(v, `${prefix}${k}.`),
  );
}

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

describe.each(LOCALES)('%s counts', (locale) => {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const all = leaves(load(locale));

  it('every text with {count} is a plural form, beside every form the locale needs', () => {
    const offenders = all
      .filter(({ text }) => text.includes('{count}'))
      .filter(
        ({ key, parent }) =>
          !FORMS.includes(key.split('.').pop()!) || needed.some((form) => typeof parent[form] !== 'string'),
      )
      .map(({ key }) => key);
    expect(offenders).toEqual([]);
  });

  it('every other number is a value listed with its reason, not a count', () => {
    const unexplained = all
      .filter(({ text }) => NUMBER_PLACEHOLDER.test(text.replace(/\{count\}/g, '')))
      .map(({ key }) => key)
      .filter((key) => !(key in VALUE_NOT_COUNT) && !(key.split('.').slice(0, -1).join('.') in VALUE_NOT_COUNT));
    expect(unexplained).toEqual([]);
  });

  it('every plural object has the forms the locale needs', () => {
    const incomplete: string[] = [];
    const walk = (tree: Tree, prefix: string) => {
      const keys = Object.keys(tree);
      if (keys.includes('one') && keys.includes('other') && needed.some((form) => typeof tree[form] !== 'string'))
        incomplete.push(prefix);
      for (const [k, v] of Object.entries(tree))
        if (typeof v !== 'string') walk(v, `${prefix}${prefix ? '.' : ''}${k}`);
    };
    walk(load(locale), '');
    expect(incomplete).toEqual([]);
  });
});

describe('plural call sites', () => {
  const roots = ['ui', 'worker'].map((d) => path.resolve(__dirname, '../..', d));
  // i18n.test.ts exercises the translator on its own made-up catalogue.
  const list = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? list(path.join(d, e.name))
          : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')
            ? [path.join(d, e.name)]
            : [],
      );
  const files = roots.flatMap(list);
  const english = load('en-US');
  const at = (key: string) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), english);

  it('read plural objects: every i18n.plural(key) names one, every t(key) with a count does not', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\.plural\(\s*'([\w.]+)'/g)) {
        const node = at(m[1]!);
        if (typeof node !== 'object' || typeof node.other !== 'string')
          wrong.push(`${path.relative(process.cwd(), file)}: plural('${m[1]}')`);
      }
      for (const m of source.matchAll(/\bt\(\s*'([\w.]+)',\s*\{[^}]*\bcount\b/g))
        wrong.push(`${path.relative(process.cwd(), file)}: t('${m[1]}', { count })`);
    }
    expect(wrong).toEqual([]);
  });

  // A key that later became a branch of texts (`finder.next` → `finder.next.monday`…) printed
  // itself as the pager's label: a literal t(key) must name a text, not a branch.
  it("read texts: every t('literal.key') names a string in English", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'\s*[,)]/g)) {
        if (typeof at(m[1]!) === 'object')
          wrong.push(`${path.relative(process.cwd(), file)}: t('${m[1]}') is a branch`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
