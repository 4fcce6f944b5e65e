/**
 * Scoring of the item guide's evaluation set (test/fixtures/item-eval, ADR 213). Each query names
 * what its first answer must be, as `|`-separated alternatives (any one is right):
 *  - `m:<MaterialSlug>`: the first item takes that catalogue material (`m:pet`, `m:batteries`);
 *  - `h:<hazard id>`: the first item carries that hazard (data/items/texts.ts HAZARDS: `battery`,
 *    `lithium`, `gas`, `medicine`…);
 *  - `w:<answer id>`: the first item has no material and that plain answer (texts.ts ANSWERS:
 *    `bulky`, `food`, `hygiene`, `polystyrene`…);
 *  - `bin`: the first item goes to ordinary general waste (no material, no hazard, an answer that is
 *    not a special collection: not `bulky`, `special`, `tyres` or `pharmacy`).
 * A query is hazardous when one of its alternatives is `h:`. A dangerous mistake is a hazardous
 * query whose first answer is wrong AND harmless (no hazard of its own: general waste, an ordinary
 * material, a guessed material). A wrong hazardous answer (a battery for a lamp) is a miss, not a
 * dangerous one; no answer at all is counted apart.
 */
import type { GuideItem, ItemLang } from '../../data/items';

export type Token = { kind: 'm' | 'h' | 'w'; value: string } | { kind: 'bin' };

export interface EvalCase {
  lang: ItemLang;
  query: string;
  expect: Token[];
  source: string;
  /** Line in its file (1-based, the header is line 1). */
  line: number;
}

export type Verdict = 'right' | 'wrong' | 'none';

/** Answers that send the thing somewhere other than the general-waste bin. */
const SPECIAL_ANSWERS = new Set(['bulky', 'special', 'tyres', 'pharmacy']);

export function parseExpect(text: string): Token[] {
  const tokens = text.split('|').map((t) => t.trim());
  return tokens.map((t) => {
    if (t === 'bin') return { kind: 'bin' as const };
    const m = /^(m|h|w):([a-z][a-zA-Z-]*)$/.exec(t);
    if (!m) throw new Error(`bad expectation "${t}" in "${text}"`);
    return { kind: m[1] as 'm' | 'h' | 'w', value: m[2]! };
  });
}

/** One language's file: a header line `query<TAB>expect<TAB>source`, then one query a line. */
export function parseSet(lang: ItemLang, tsv: string): EvalCase[] {
  const lines = tsv.split('\n');
  if (lines[0]?.trim() !== 'query\texpect\tsource')
    throw new Error(`${lang}: the header must be query, expect, source`);
  const out: EvalCase[] = [];
  lines.forEach((raw, i) => {
    if (i === 0 || raw.trim() === '') return;
    const cols = raw.split('\t');
    if (cols.length !== 3 || !cols[0]!.trim() || !cols[2]!.trim())
      throw new Error(`${lang} line ${i + 1}: three columns, query and source not empty`);
    out.push({ lang, query: cols[0]!.trim(), expect: parseExpect(cols[1]!), source: cols[2]!.trim(), line: i + 1 });
  });
  return out;
}

export const isHazardous = (c: Pick<EvalCase, 'expect'>): boolean => c.expect.some((t) => t.kind === 'h');

function tokenMatches(item: GuideItem, t: Token): boolean {
  switch (t.kind) {
    case 'm':
      return (item.materials as string[]).includes(t.value);
    case 'h':
      return item.hazard === t.value;
    case 'w':
      return item.materials.length === 0 && item.waste === t.value;
    case 'bin':
      return item.materials.length === 0 && !item.hazard && !!item.waste && !SPECIAL_ANSWERS.has(item.waste);
  }
}

export function verdict(c: Pick<EvalCase, 'expect'>, first: GuideItem | null | undefined): Verdict {
  if (!first) return 'none';
  return c.expect.some((t) => tokenMatches(first, t)) ? 'right' : 'wrong';
}

/** A hazardous query answered first with something harmless that is not one of its answers. */
export function isDangerous(c: Pick<EvalCase, 'expect'>, first: GuideItem | null | undefined): boolean {
  return isHazardous(c) && !!first && verdict(c, first) === 'wrong' && !first.hazard;
}

export interface LangScore {
  lang: ItemLang;
  total: number;
  right: number;
  none: number;
  hazardous: number;
  dangerous: number;
  misses: { query: string; expect: string; got: string | null; dangerous: boolean }[];
}

const show = (t: Token) => (t.kind === 'bin' ? 'bin' : `${t.kind}:${t.value}`);

/** Scores a set with a search that gives each query's first item (or none). */
export function scoreSet(cases: EvalCase[], firstOf: (c: EvalCase) => GuideItem | null | undefined): LangScore[] {
  const by = new Map<ItemLang, LangScore>();
  for (const c of cases) {
    const s =
      by.get(c.lang) ??
      by
        .set(c.lang, { lang: c.lang, total: 0, right: 0, none: 0, hazardous: 0, dangerous: 0, misses: [] })
        .get(c.lang)!;
    const first = firstOf(c) ?? null;
    const v = verdict(c, first);
    const danger = isDangerous(c, first);
    s.total++;
    if (v === 'right') s.right++;
    if (v === 'none') s.none++;
    if (isHazardous(c)) s.hazardous++;
    if (danger) s.dangerous++;
    if (v !== 'right')
      s.misses.push({
        query: c.query,
        expect: c.expect.map(show).join('|'),
        got: first?.slug ?? null,
        dangerous: danger,
      });
  }
  return [...by.values()];
}

/** The per-language table both `npm run eval:items` and `npm run bench` print. */
export function formatTable(scores: LangScore[]): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
  const rows = [['language', 'queries', 'right first answer', 'no answer', 'hazardous', 'dangerous mistakes']];
  let total = 0;
  let right = 0;
  let dangerous = 0;
  for (const s of scores) {
    rows.push([
      s.lang,
      String(s.total),
      `${s.right} (${pct(s.right, s.total)})`,
      String(s.none),
      String(s.hazardous),
      String(s.dangerous),
    ]);
    total += s.total;
    right += s.right;
    dangerous += s.dangerous;
  }
  rows.push(['all', String(total), `${right} (${pct(right, total)})`, '', '', String(dangerous)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}
