/**
 * The evaluation machinery (test/item-eval/score.ts, ADR 213): how a first answer is judged right,
 * what a dangerous mistake is, and that the stored set is well-formed (every label names a real
 * material, hazard or answer; every source is listed). Not the set's figures: those are printed by
 * `npm run eval:items`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type GuideItem } from '../../data/items';
import { ANSWERS, HAZARDS } from '../../data/items/texts';
import { MATERIAL_SLUGS } from '../../data/items/materials';
import {
  formatTable,
  isDangerous,
  isHazardous,
  parseExpect,
  parseSet,
  scoreSet,
  verdict,
  type EvalCase,
} from '../item-eval/score';
import { runEval } from '../item-eval/run';

const item = (over: Partial<GuideItem>): GuideItem => ({
  slug: 'x',
  category: 'general',
  materials: [],
  tip: null,
  hazard: null,
  waste: null,
  names: { ru: ['x'], kk: ['x'], en: ['x'], es: ['x'] },
  ...over,
});
const battery = item({ slug: 'batteries', category: 'batteries', materials: ['batteries'], hazard: 'battery' });
const laptop = item({ slug: 'laptop', category: 'electronics', materials: ['electronics'], hazard: 'electronics' });
const bin = item({ slug: 'wet-wipes', waste: 'hygiene' });
const sofa = item({ slug: 'sofa', waste: 'bulky' });
const pills = item({ slug: 'medicines', category: 'hazardous', hazard: 'medicine', waste: 'pharmacy' });
const glassJar = item({ slug: 'glass-jar', category: 'glass', materials: ['glass'] });
const c = (expect: string) => ({ expect: parseExpect(expect) });

describe('item evaluation scoring', () => {
  it('reads alternatives and refuses unknown forms', () => {
    expect(parseExpect('m:pet|h:battery|w:bulky|bin')).toEqual([
      { kind: 'm', value: 'pet' },
      { kind: 'h', value: 'battery' },
      { kind: 'w', value: 'bulky' },
      { kind: 'bin' },
    ]);
    expect(() => parseExpect('pet')).toThrow();
    expect(() => parseExpect('m:')).toThrow();
    expect(() => parseSet('en', 'q\texpect\tsource\n')).toThrow(/header/);
    expect(() => parseSet('en', 'query\texpect\tsource\nbattery\th:battery\n')).toThrow(/line 2/);
  });

  it('judges the first answer by material, hazard, plain answer or the general bin', () => {
    expect(verdict(c('m:batteries'), battery)).toBe('right');
    expect(verdict(c('h:battery'), battery)).toBe('right');
    expect(verdict(c('h:lithium'), battery)).toBe('wrong');
    expect(verdict(c('w:hygiene'), bin)).toBe('right');
    expect(verdict(c('bin'), bin)).toBe('right');
    // A special collection is not the general bin.
    expect(verdict(c('bin'), sofa)).toBe('wrong');
    expect(verdict(c('bin'), pills)).toBe('wrong');
    expect(verdict(c('w:bulky'), sofa)).toBe('right');
    expect(verdict(c('m:glass|w:specialGlass'), glassJar)).toBe('right');
    expect(verdict(c('m:pet'), null)).toBe('none');
  });

  it('counts a hazardous query answered as harmless as a dangerous mistake, and nothing else', () => {
    expect(isHazardous(c('h:battery|m:batteries'))).toBe(true);
    expect(isHazardous(c('m:electronics'))).toBe(false);
    // General waste or an ordinary material for a battery: dangerous.
    expect(isDangerous(c('h:battery'), bin)).toBe(true);
    expect(isDangerous(c('h:battery'), glassJar)).toBe(true);
    // Another hazardous answer is a miss, not a dangerous one; right or no answer is neither.
    expect(isDangerous(c('h:battery'), laptop)).toBe(false);
    expect(isDangerous(c('h:battery'), battery)).toBe(false);
    expect(isDangerous(c('h:battery'), null)).toBe(false);
    // A harmless query answered wrongly is a plain miss.
    expect(isDangerous(c('m:glass'), bin)).toBe(false);
  });

  it('scores per language and prints one row each and a total', () => {
    const cases: EvalCase[] = [
      { lang: 'en', query: 'battery', expect: parseExpect('h:battery'), source: 'team', line: 2 },
      { lang: 'en', query: 'aa', expect: parseExpect('h:battery'), source: 'team', line: 3 },
      { lang: 'ru', query: 'банка', expect: parseExpect('m:glass'), source: 'team', line: 2 },
      { lang: 'ru', query: 'диван', expect: parseExpect('w:bulky'), source: 'team', line: 3 },
    ];
    const answers: Record<string, GuideItem | null> = { battery, aa: bin, банка: glassJar, диван: null };
    const scores = scoreSet(cases, (q) => answers[q.query]);
    const en = scores.find((s) => s.lang === 'en')!;
    const ru = scores.find((s) => s.lang === 'ru')!;
    expect([en.total, en.right, en.dangerous, en.hazardous, en.none]).toEqual([2, 1, 1, 2, 0]);
    expect([ru.total, ru.right, ru.dangerous, ru.none]).toEqual([2, 1, 0, 1]);
    expect(en.misses).toEqual([{ query: 'aa', expect: 'h:battery', got: 'wet-wipes', dangerous: true }]);
    const table = formatTable(scores).split('\n');
    expect(table).toHaveLength(4);
    expect(table[3]).toMatch(/^all\s+4\s+2 \(50\.0 %\)/);
  });
});

describe('the stored evaluation set', () => {
  const dir = path.join(__dirname, '../fixtures/item-eval');
  const sources = JSON.parse(fs.readFileSync(path.join(dir, 'sources.json'), 'utf8')) as Record<
    string,
    { url: string }
  >;
  const sets = (['ru', 'kk', 'en'] as const).map((lang) =>
    parseSet(lang, fs.readFileSync(path.join(dir, `${lang}.tsv`), 'utf8')),
  );
  const all = sets.flat();
  const materials = new Set<string>(MATERIAL_SLUGS);

  it('holds at least 1,000 queries in three languages, each with a listed source', () => {
    expect(all.length).toBeGreaterThanOrEqual(1000);
    for (const set of sets) expect(set.length).toBeGreaterThanOrEqual(250);
    const unknown = all.filter((q) => !(q.source in sources)).map((q) => `${q.lang}:${q.line} ${q.source}`);
    expect(unknown).toEqual([]);
    for (const [key, s] of Object.entries(sources)) if (key !== 'team') expect(s.url).toMatch(/^https?:\/\//);
  });

  it('labels every query with real materials, hazards and answers, and no query twice', () => {
    const bad: string[] = [];
    for (const q of all)
      for (const t of q.expect)
        if (
          (t.kind === 'm' && !materials.has(t.value)) ||
          (t.kind === 'h' && !(t.value in HAZARDS)) ||
          (t.kind === 'w' && !(t.value in ANSWERS))
        )
          bad.push(`${q.lang}:${q.line} ${q.query}`);
    expect(bad).toEqual([]);
    for (const set of sets) {
      const seen = new Set<string>();
      const twice = set.filter((q) => seen.size === seen.add(q.query.toLowerCase()).size).map((q) => q.query);
      expect(twice).toEqual([]);
    }
  });

  it('every hazard label is one some committed item carries', () => {
    const carried = new Set(DICTIONARY.map((i) => i.hazard));
    const orphan = all.flatMap((q) => q.expect).filter((t) => t.kind === 'h' && !carried.has(t.value));
    expect(orphan).toEqual([]);
  });
});

describe('the evaluation runner', () => {
  // A thousand searches: allow for a loaded machine.
  it('scores every stored query with the results page search, one row per language (figures not pinned)', {
    timeout: 120_000,
  }, () => {
    const dir = path.join(__dirname, '../fixtures/item-eval');
    const { scores, table } = runEval(dir);
    expect(scores.map((s) => s.lang)).toEqual(['ru', 'kk', 'en']);
    for (const s of scores) {
      const lines =
        fs
          .readFileSync(path.join(dir, `${s.lang}.tsv`), 'utf8')
          .trim()
          .split('\n').length - 1;
      expect(s.total).toBe(lines);
      expect(s.right + s.misses.length).toBe(s.total);
    }
    expect(table.split('\n')).toHaveLength(5);
  });
});
