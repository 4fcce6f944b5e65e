import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { finderFacilities } from './lib/finder-demo.mjs';
// @ts-expect-error plain ESM seed helpers
import { eventsSeedSql } from './seed-events.mjs';
// @ts-expect-error plain ESM seed helpers
import { seedFacilitiesSql } from './seed-facilities.mjs';

/** Demo data reads in each edition's own languages: nothing English in the Russian or Kazakh editions. */
const LATIN_WORD = /\b[A-Za-z]{3,}\b/;
const accounts = JSON.parse(fs.readFileSync(path.resolve(__dirname, 'demo-accounts.json'), 'utf8')) as {
  name: string;
  orgTitle?: string;
}[];

/** The quoted values of the INSERTs into `table` whose column list starts with `id`. */
function rows(sql: string, table: string): string[][] {
  return sql
    .split(';\n')
    .filter((line) => line.startsWith(`INSERT OR IGNORE INTO ${table} `))
    .map((line) => [...line.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!));
}

describe("demo data in the editions' languages", () => {
  it("the owner's demo points (Russian edition): names, addresses, notes and status comments", () => {
    for (const row of rows(seedFacilitiesSql(0), 'facilities')) {
      const [, , , , name, address, comment, description] = row;
      for (const text of [name, address, comment, description]) expect(text, text).not.toMatch(LATIN_WORD);
    }
    for (const row of rows(seedFacilitiesSql(0), 'facility_status_history'))
      expect(row.at(-1) ?? '').not.toMatch(LATIN_WORD);
  });

  it('events of the Russian and Kazakh editions', () => {
    for (const line of eventsSeedSql()
      .split(';\n')
      .filter((l: string) => /'(ru|kz)', '(published|draft|checking|declined|cancelled)'/.test(l))) {
      const values = [...line.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!);
      const [, , , , , title, summary, description] = values;
      for (const text of [title, summary, description]) expect(text, text).not.toMatch(LATIN_WORD);
    }
  });

  it('finder points of the Russian and Kazakh editions', () => {
    for (const p of (
      finderFacilities(60) as { edition: string; name: string; address: string; comment: string; rules: string }[]
    ).filter((x) => x.edition !== 'international')) {
      for (const text of [p.name, p.address, p.comment, p.rules]) expect(text, text).not.toMatch(LATIN_WORD);
    }
  });

  it('the demo people and organisations (all in the Russian edition)', () => {
    for (const a of accounts) {
      expect(a.name).not.toMatch(LATIN_WORD);
      if (a.orgTitle !== undefined) expect(a.orgTitle).not.toMatch(LATIN_WORD);
    }
  });
});
