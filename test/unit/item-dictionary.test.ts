/**
 * The committed item dictionary stays whole: enough items, unique slugs, names in every language,
 * known materials (those of the catalogue migration, each with its OSM keys), every referenced
 * text present in every language, and a plain answer wherever no point takes the item.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICTIONARY, ITEM_LANGS } from '../../data/items';
import { MATERIAL_SLUGS, osmKeysOf } from '../../data/items/materials';
import { OSM_MATERIALS, osmMaterials } from '../../scripts/lib/osm/materials.mjs';
import { ANSWERS, HAZARDS, TIPS } from '../../data/items/texts';
import { DICTIONARY_UPDATED } from '../../data/items/updated';

const catalogue = [
  ...readFileSync(new URL('../../migrations/0003_recycling_points.sql', import.meta.url), 'utf8').matchAll(
    /\(\d+, '([a-z-]+)', \d+, '\{"ru-RU"/g,
  ),
].map((m) => m[1]);

describe('item dictionary', () => {
  it('has at least 300 items with unique URL-safe slugs', () => {
    expect(DICTIONARY.length).toBeGreaterThanOrEqual(300);
    const slugs = DICTIONARY.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).not.toContain('search'); // /what-goes-where/search is the results page
  });

  it('names every item in ru, kk, en and es', () => {
    for (const item of DICTIONARY)
      for (const lang of ITEM_LANGS) expect(item.names[lang].length, `${item.slug} ${lang}`).toBeGreaterThan(0);
  });

  it('gives every item at least one synonym besides its name in ru, kk and en', () => {
    for (const item of DICTIONARY)
      for (const lang of ['ru', 'kk', 'en'] as const)
        expect(item.names[lang].length, `${item.slug} ${lang}`).toBeGreaterThanOrEqual(2);
  });

  it('gives no name to two items in one language (a shared word would answer one of them at random)', () => {
    for (const lang of ITEM_LANGS) {
      const owner = new Map<string, string>();
      for (const item of DICTIONARY) {
        for (const name of new Set(item.names[lang].map((n) => n.toLocaleLowerCase(lang)))) {
          expect(owner.get(name), `${lang} "${name}": ${owner.get(name)} and ${item.slug}`).toBeUndefined();
          owner.set(name, item.slug);
        }
      }
    }
  });

  it('links only catalogue materials, each mapped to OpenStreetMap recycling keys', () => {
    expect([...MATERIAL_SLUGS]).toEqual(catalogue);
    for (const item of DICTIONARY) for (const m of item.materials) expect(MATERIAL_SLUGS, item.slug).toContain(m);
  });

  it("reads OSM keys from the importer's one table, consistently both ways", () => {
    // Every catalogue material has keys, and the importer maps only onto catalogue materials.
    for (const slug of MATERIAL_SLUGS) expect(osmKeysOf(slug).length, slug).toBeGreaterThan(0);
    for (const slug of Object.values(OSM_MATERIALS)) expect(MATERIAL_SLUGS).toContain(slug);
    // OSM keys are lower-case snake case ("recycling:PET" is not one).
    for (const slug of MATERIAL_SLUGS) for (const key of osmKeysOf(slug)) expect(key).toMatch(/^recycling:[a-z_]+$/);
    // The documented keys land where OSM means them.
    expect(osmKeysOf('pet')).toContain('recycling:plastic_bottles');
    expect(osmKeysOf('paper')).toContain('recycling:paper_packaging');
    expect(osmKeysOf('cardboard')).toEqual(['recycling:cardboard']);
    expect(osmKeysOf('cartons')).toContain('recycling:beverage_cartons');
    // A point tagged with any of a material's keys is imported as taking it, so an item needing
    // that material finds the point.
    for (const item of DICTIONARY) {
      for (const m of item.materials) {
        for (const key of osmKeysOf(m))
          expect(osmMaterials({ [key]: 'yes' }).slugs, `${item.slug} ${key}`).toContain(m);
      }
    }
  });

  it('refers only to texts that exist in every language', () => {
    for (const table of [TIPS, HAZARDS, ANSWERS])
      for (const [id, text] of Object.entries(table))
        for (const lang of ITEM_LANGS) expect(text[lang], `${id} ${lang}`).toBeTruthy();
    for (const item of DICTIONARY) {
      if (item.tip) expect(TIPS[item.tip], item.slug).toBeDefined();
      if (item.hazard) expect(HAZARDS[item.hazard], item.slug).toBeDefined();
      if (item.waste) expect(ANSWERS[item.waste], item.slug).toBeDefined();
      if (item.materials.length === 0) expect(item.waste, `${item.slug} needs a plain answer`).toBeTruthy();
    }
  });

  it('flags the hazardous kinds the guide must warn about', () => {
    const hazard = (slug: string) => DICTIONARY.find((i) => i.slug === slug)?.hazard;
    for (const slug of [
      'batteries',
      'phone-battery',
      'energy-saving-lamp',
      'fluorescent-tube',
      'mercury-thermometer',
      'paint',
      'tyres',
      'mobile-phone',
      'tv',
      'fridge',
    ]) {
      expect(hazard(slug), slug).toBeTruthy();
    }
    for (const item of DICTIONARY.filter((i) => i.category === 'batteries'))
      expect(item.hazard, item.slug).toBeTruthy();
  });

  it('DICTIONARY_UPDATED (the sitemap lastmod of item pages) is not older than the last commit to data/items/', () => {
    let last = '';
    try {
      last = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'data/items'], { encoding: 'utf8' }).trim();
    } catch {
      return; // no git history here (a packaged copy): nothing to compare with
    }
    expect(DICTIONARY_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(DICTIONARY_UPDATED >= last, `bump data/items/updated.ts to ${last} or later`).toBe(true);
  });
});
