/**
 * Safety list of the item guide (ADR 207, docs/item-guide.md "Safety rules"): a query naming a
 * battery, a pressurised container, fuel, a solvent, mercury, medicine, sharps or asbestos must be
 * answered first with the right hazardous item, never with general waste or an unrelated material.
 * Each query says where it came from: "review" (a review with queries nobody here wrote) or
 * "written by the team", or "evaluation set" (a dangerous mistake test/fixtures/item-eval found). Every query must always pass; no first-three leniency here.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type ItemLang } from '../../data/items';
import { buildItemIndex, searchItems } from '../../worker/services/item-search';

const index = buildItemIndex(DICTIONARY);
type Source = 'review' | 'written by the team' | 'evaluation set';
/** Query, acceptable first answers, source. */
type Case = [string, string[], Source];

const VAPE = ['vape'];
const GAS = ['gas-cylinder'];
const BAT = ['batteries'];
const MERC = ['mercury-thermometer'];
const MED = ['medicines'];
const SHARP = ['syringes'];
const T: Source = 'written by the team';
const R: Source = 'review';
/** Dangerous mistakes the evaluation set found (test/fixtures/item-eval, ADR 213). */
const E: Source = 'evaluation set';

const RU: Case[] = [
  ['сломанный холодильник', ['fridge'], T],
  ['вейп', VAPE, T],
  ['вейпы', VAPE, T],
  ['одноразовый вейп', VAPE, T],
  ['электронная сигарета', VAPE, T],
  ['электронные сигареты', VAPE, R],
  ['электроная сигарета', VAPE, T],
  ['айкос', VAPE, T],
  ['электронка', VAPE, T],
  ['газовый баллон', GAS, T],
  ['газовые баллоны', GAS, R],
  ['баллон с пропаном', GAS, T],
  ['пропан', GAS, T],
  ['зажигалка', ['lighter'], T],
  ['зажигалки', ['lighter'], T],
  ['бензин', ['fuel'], T],
  ['солярка', ['fuel'], T],
  ['растворитель', ['solvent'], T],
  ['ацетон', ['solvent'], T],
  ['градусник', MERC, T],
  ['разбитый градусник', MERC, T],
  ['ртуть', [...MERC, 'mercury-lamp'], T],
  ['лекарства', MED, T],
  ['просроченные таблетки', MED, T],
  ['шприцы', SHARP, T],
  ['иглы', SHARP, T],
  ['асбест', ['asbestos'], T],
  ['шифер', ['asbestos'], T],
  ['старые батарейки', BAT, T],
  ['куда сдать старые батарейки', BAT, R],
  ['батарейкы', BAT, T],
  ['автомобильная шина', ['tyres'], T],
  ['огнетушитель', ['fire-extinguisher'], T],
  ['ртутная лампа', ['mercury-lamp'], T],
  ['аккумулятор телефона', ['phone-battery'], T],
  ['средство от тараканов', ['pesticides'], E],
  ['отбеливатель', ['household-chemicals', 'chlorine-bleach'], E],
  ['остатки краски', ['paint'], E],
  ['люминисцентная лампа', ['fluorescent-tube', 'energy-saving-lamp'], E],
];

const KK: Case[] = [
  ['бұзылған тоңазытқыш', ['fridge'], E],
  ['вейп', VAPE, T],
  ['электронды темекі', VAPE, T],
  ['электронды темекілер', VAPE, T],
  ['бір реттік вейп', VAPE, T],
  ['газ баллоны', GAS, T],
  ['газ баллондары', GAS, T],
  ['пропан баллоны', GAS, T],
  ['оттық', ['lighter'], T],
  ['оттықтар', ['lighter'], T],
  ['бензин', ['fuel'], T],
  ['еріткіш', ['solvent'], T],
  ['ацетон', ['solvent'], T],
  ['градусник', MERC, T],
  ['сынап термометрі', MERC, T],
  ['сынап', [...MERC, 'mercury-lamp'], T],
  ['дәрілер', MED, T],
  ['мерзімі өткен дәрілер', MED, T],
  ['таблеткалар', MED, T],
  ['шприцтер', SHARP, T],
  ['инелер', SHARP, T],
  ['асбест', ['asbestos'], T],
  ['шифер', ['asbestos'], T],
  ['батарейкалар', BAT, T],
  ['батарейкаларды қайда тапсыру керек', BAT, R],
  ['пайдаланылған батареялар', BAT, R],
  ['ескі батареялар', BAT, T],
  ['көлік шинасы', ['tyres'], T],
  ['өрт сөндіргіш', ['fire-extinguisher'], T],
  ['ағартқыш', ['household-chemicals', 'chlorine-bleach'], E],
  ['бояу', ['paint'], E],
];

const EN: Case[] = [
  ['Deodorant Container', ['deodorant-spray'], E],
  ['old fridge', ['fridge'], T],
  ['vape', VAPE, T],
  ['vapes', VAPE, T],
  ['vapes / e-cigarettes', VAPE, R],
  ['e-cigarettes', VAPE, R],
  ['e-cig', VAPE, T],
  ['electronic cigarette', VAPE, T],
  ['disposable vape', VAPE, T],
  ['iqos', VAPE, T],
  ['gas bottle', GAS, T],
  ['gas bottles', GAS, R],
  ['propane tank', GAS, T],
  ['camping gas', GAS, T],
  ['lighter', ['lighter'], T],
  ['lighters', ['lighter'], T],
  ['petrol', ['fuel'], T],
  ['gasoline', ['fuel'], T],
  ['paint thinner', ['solvent'], T],
  ['acetone', ['solvent'], T],
  ['thermometer', MERC, T],
  ['mercury', [...MERC, 'mercury-lamp'], T],
  ['broken thermometer', MERC, T],
  ['medicine', MED, T],
  ['old pills', MED, T],
  ['syringe', SHARP, T],
  ['needles', SHARP, T],
  ['sharps', SHARP, T],
  ['asbestos', ['asbestos'], T],
  ['batteries', BAT, T],
  ['where can I recycle my old batteries', BAT, R],
  ['used batteries', BAT, T],
  ['car tire', ['tyres'], R],
  ['car tyres', ['tyres'], T],
  ['fire extinguisher', ['fire-extinguisher'], T],
  ['batterys', BAT, T],
  ['battery powered toy', ['electric-toy'], T],
  ['игрушка на батарейках', ['electric-toy'], T],
  ['bleach', ['household-chemicals', 'chlorine-bleach'], E],
  ['Pest Control Product, Flea Collar, Insect Repellant', ['pesticides'], E],
  ['Wood Stain, Preservative, Water Repellant', ['paint'], E],
  ['paint cans with paint', ['paint'], E],
  ['flourescent bulb', ['energy-saving-lamp', 'fluorescent-tube'], E],
];

const ES: Case[] = [
  ['vapeador', VAPE, T],
  ['cigarrillo electronico', VAPE, T],
  ['garrafa', GAS, T],
  ['pilas usadas', BAT, T],
  ['encendedor', ['lighter'], T],
  ['jeringas', SHARP, T],
  ['termometro', MERC, T],
  ['nafta', ['fuel'], T],
  ['medicamentos vencidos', MED, T],
];

describe.each([
  ['ru', RU, 25],
  ['kk', KK, 25],
  ['en', EN, 25],
  ['es', ES, 5],
] as const)('hazard-first answers in %s', (lang: ItemLang, cases: Case[], atLeast: number) => {
  it(`has at least ${atLeast} queries`, () => expect(cases.length).toBeGreaterThanOrEqual(atLeast));
  it('answers every query first with the right hazardous item', () => {
    const wrong: string[] = [];
    for (const [query, slugs, source] of cases) {
      const first = searchItems(index, query, lang, 3)[0]?.item;
      if (!first || !slugs.includes(first.slug) || first.hazard === null)
        wrong.push(`${query} (${source}) → ${first?.slug ?? 'nothing'}, want ${slugs.join(' or ')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('hazard rules', () => {
  it('every expected item exists and is hazardous', () => {
    for (const [, slugs] of [...RU, ...KK, ...EN, ...ES])
      for (const s of slugs) expect(index.items.get(s)?.hazard, s).toBeTruthy();
  });
  it('a harmless query that names a hazard word is not forced (an empty medicine box is cardboard)', () => {
    expect(searchItems(index, 'коробка от лекарств', 'ru', 1)[0]?.item.slug).toBe('medicine-box');
    expect(searchItems(index, 'батарея отопления', 'ru', 1)[0]?.item.slug).toBe('radiator');
  });
  it('the finder box (strict) also answers a hazard first', () => {
    expect(searchItems(index, 'vapes', 'en', 1, { strict: true })[0]?.item.slug).toBe('vape');
  });
});
