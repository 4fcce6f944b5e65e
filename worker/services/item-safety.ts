/**
 * Hazard-first rules of the item search (ADR 207, docs/item-guide.md "Safety rules"). Typo-tolerant
 * name matching alone answered "vapes" with cigarette butts (general waste) and "gas bottles" with a
 * glass bottle: a wrong answer there means a lithium battery in a bin lorry or a pressurised
 * cylinder in a glass bank. So words that name a hazard (per language, folded like the index) fire
 * a rule: the items the rule accepts go first, and when the search found none of them the rule's
 * own item is put first anyway. Pure and precompiled once per isolate (no per-query building).
 */
import type { GuideItem } from '../../data/items';
import { foldText } from './item-search-text';

interface HazardRule {
  /** The item answered when the search found none the rule accepts. */
  slug: string;
  /** Word-start prefixes (regex fragments over folded text: lower case, no accents, й → и, қ → к). */
  words: string[];
  /** Items that answer the hazard correctly; default: the rule's own item. */
  accept?: (item: GuideItem) => boolean;
  /** Words that make the query about something harmless ("коробка от лекарств": the empty box). */
  unless?: string[];
}

const hazardIs =
  (...ids: string[]) =>
  (item: GuideItem) =>
    item.hazard !== null && ids.includes(item.hazard);

/** More specific rules first: when several fire, their items keep this order only when missing. */
const RULES: HazardRule[] = [
  {
    slug: 'vape',
    words: [
      'вейп',
      'вэйп',
      'веип',
      'электрон[а-я]* сигар',
      'электронк',
      'электрон[а-я]* темек',
      'айкос',
      'iqos',
      'глоу',
      'под-?систем',
      'vape',
      'vaping',
      'e-?cig',
      'electronic cig',
      'electric cig',
      'juul',
      'pod system',
      'vapeador',
      'vaper',
      'cigarrillos? electr',
    ],
    accept: (item) => item.slug === 'vape',
  },
  {
    slug: 'gas-cylinder',
    words: [
      'газов[а-я]* балл?он',
      'балл?он(?!чик)',
      'газ балл?он',
      'пропан',
      'бутан',
      'gas bottle',
      'gas cylinder',
      'gas tank',
      'gas canister',
      'gas can(?!s)',
      'propane',
      'butane',
      'camping gas',
      'lpg',
      'garrafa',
      'tubo de gas',
      'cartucho de gas',
      'gas envasado',
    ],
    accept: hazardIs('gas'),
  },
  { slug: 'lighter', words: ['зажигалк', 'зажигалок', 'оттык', 'lighter', 'encendedor'], accept: hazardIs('gas') },
  {
    slug: 'fire-extinguisher',
    words: ['огнетушител', 'орт сондиргиш', 'extinguisher', 'matafuego', 'extintor'],
    accept: hazardIs('gas'),
  },
  {
    slug: 'fireworks',
    words: ['петард', 'пиротехн', 'фейерверк', 'отшашу', 'firework', 'firecracker', 'petardo', 'pirotecn'],
    accept: hazardIs('gas'),
  },
  {
    slug: 'solvent',
    words: [
      'растворител',
      'ацетон',
      'уаит-? ?спирит',
      'ериткиш',
      'solvent',
      'thinner',
      'white spirit',
      'acetone',
      'turpentine',
      'aguarras',
      'acetona',
    ],
    accept: hazardIs('chemicals'),
  },
  {
    slug: 'fuel',
    words: [
      'бензин',
      'солярк',
      'дизел',
      'керосин',
      'топлив',
      'жанармаи',
      'petrol',
      'gasoline',
      'diesel',
      'kerosene',
      'fuel',
      'nafta',
      'gasoil',
      'combustible',
      'queros',
    ],
    accept: (item) => ['fuel', 'solvent', 'lighter'].includes(item.slug),
  },
  {
    // Lamps with mercury, typed with the common misspellings ("flourescent", "люминисцентная").
    slug: 'energy-saving-lamp',
    words: [
      'энергосбер',
      'люминесц',
      'люминисц',
      'ламп[а-я]* дневного света',
      'энергия унемде',
      'fluoresc',
      'flouresc',
      'flourisc',
      'cfl',
      'energy[- ]saving (?:lamp|bulb|light)',
      'bajo consumo',
      'lampara fluoresc',
    ],
    // A fluorescent lamp of some kind, not any lamp with mercury (a car's xenon bulb is one too).
    accept: (item) =>
      hazardIs('mercury')(item) &&
      /fluoresc|energy|cfl|tube|люминесц|энергосбер|трубк/i.test(
        `${item.names.en.join(' ')} ${item.names.ru.join(' ')}`,
      ),
  },
  {
    // Paint, varnish, stain: not the empty, dried tin (a metal can).
    slug: 'paint',
    words: [
      'краск',
      'эмал[ьи]',
      'морилк',
      'олиф',
      'бояу',
      'paint(?![a-z]*brush)',
      'varnish',
      'wood stain',
      'stain(?![a-z])',
      'lacquer',
      'enamel',
      'shellac',
      'pintura',
      'barniz',
      'esmalte sint',
    ],
    accept: hazardIs('paint', 'chemicals'),
    unless: [
      'из-?под',
      'пуст',
      'высохш',
      'бос ',
      'empty',
      'dried',
      'vaci',
      'seca',
      'растворител',
      'ериткиш',
      'thinner',
      'stripper',
      'aguarras',
    ],
  },
  {
    slug: 'pesticides',
    words: [
      'пестицид',
      'гербицид',
      'инсектицид',
      'ядохимикат',
      'от таракан',
      'от клоп',
      'от муравь',
      'от насеком',
      'от грызун',
      'от крыс',
      'дихлофос',
      'крысин',
      'pesticid',
      'herbicid',
      'insecticid',
      'weed ?killer',
      'insect repel',
      'flea collar',
      'pest control',
      'rat poison',
      'plaguicid',
      'raticid',
      'veneno para',
    ],
  },
  {
    // Bleach itself; its empty bottle is a plastic container.
    slug: 'household-chemicals',
    words: ['отбеливател', 'хлорк', 'белизн', 'агарткыш', 'bleach', 'lavandina', 'lejia'],
    accept: hazardIs('chemicals'),
    unless: ['бутыл', 'флакон', 'канистр', 'ботелк', 'куты', 'bottle', 'botella', 'bidon', 'envase', 'empty', 'пуст'],
  },
  {
    // A fridge or freezer holds refrigerant gas and compressor oil ("бұзылған тоңазытқыш", a broken
    // fridge, read as spoiled food: "бұзылған" is both words in Kazakh).
    slug: 'fridge',
    words: [
      'холодильник',
      'морозил',
      'тоназыткыш',
      'муздаткыш',
      'fridge',
      'refrigerator',
      'freezer',
      'heladera',
      'refrigerador',
    ],
    accept: hazardIs('coolant'),
    unless: ['магнит', 'сумк', 'пакет', 'magnet', 'bag', 'iman', 'bolsa'],
  },
  {
    slug: 'mercury-thermometer',
    words: ['градусник', 'термометр', 'ртут', 'сынап', 'thermometer', 'mercury', 'termometro', 'mercurio'],
    accept: (item) => hazardIs('mercury', 'thermometer')(item) || item.slug === 'smoke-detector-ion',
  },
  {
    slug: 'medicines',
    words: [
      'лекарств',
      'таблетк',
      'медикамент',
      'препарат',
      'дари(?!т)',
      'medicine',
      'medication',
      'pills?(?![a-z])',
      'tablets',
      'drugs',
      'medicament',
      'remedio',
      'pastilla',
      'farmac',
    ],
    accept: (item) => hazardIs('medicine', 'sharp')(item) || item.category === 'batteries',
    unless: ['коробк', 'упаковк', 'блистер', 'пластинк', 'корап', 'box', 'blister', 'packet', 'caja', 'envase'],
  },
  {
    slug: 'syringes',
    words: [
      'шприц',
      'игл',
      'игол',
      'ланцет',
      'инсулин',
      'ине(?:лер|ни|лерди)?(?![а-я])',
      'syringe',
      'needle',
      'sharps',
      'lancet',
      'jeringa',
      'aguja',
    ],
    accept: hazardIs('sharp'),
  },
  { slug: 'asbestos', words: ['асбест', 'шифер', 'asbestos', 'amianto', 'asbesto', 'fibrocemento', 'eternit'] },
  {
    slug: 'tyres',
    words: [
      'шин(?:[аыуе]|ой|ам|ах|ами|алар|асы|аларды)?(?![а-я])',
      'покрышк',
      'донгалак',
      'донгелек',
      'tyres?(?![a-z])',
      'tires?(?![a-z])',
      'neumatic',
    ],
    accept: (item) => item.slug === 'tyres',
  },
  {
    slug: 'motor-oil',
    words: [
      'моторн[а-я]* масл',
      'отработ[а-я]* масл',
      'автомасл',
      'мотор маи',
      'motor oil',
      'engine oil',
      'aceite de motor',
    ],
    accept: hazardIs('oil'),
  },
  {
    // A device that runs on batteries: the device is electronics, its battery goes apart (step "Inference").
    slug: 'electrical-appliance',
    words: [
      'на батаре',
      'на аккумулятор',
      'батареямен',
      'батареикамен',
      'аккумулятормен',
      'battery[- ]powered',
      'battery[- ]operated',
      'cordless',
      'rechargeable (?!batter)',
      'a pilas',
      'a bateria',
    ],
    accept: (item) => item.category === 'electronics',
  },
  {
    slug: 'batteries',
    words: [
      'батар',
      'батор',
      'батре',
      'аккумулятор',
      'акумулятор',
      'акб',
      'пауэрбанк',
      'повербанк',
      'павербанк',
      'batter',
      'batery',
      'battey',
      'power ?bank',
      'pilas?(?![a-z])',
      'bateria',
    ],
    accept: (item) => item.category === 'batteries',
    unless: [
      'на батаре',
      'на аккумулятор',
      'батареямен',
      'батареикамен',
      'battery[- ]powered',
      'battery[- ]operated',
      'a pilas',
      'a bateria',
      'отоплен',
      'чугун',
      'жылыту',
      'радиатор',
      'radiator',
      'calefacc',
    ],
  },
];

const compile = (parts: string[]) => new RegExp(`(?:^|[^a-z0-9а-я])(?:${parts.map(foldText).join('|')})`, 'u');
const COMPILED = RULES.map((r) => ({
  ...r,
  re: compile(r.words),
  unlessRe: r.unless ? compile(r.unless) : null,
  accept: r.accept ?? ((i: GuideItem) => i.slug === r.slug),
}));

/** The hazard rules a query fires (none for harmless queries). */
export function firedRules(query: string) {
  const q = foldText(query);
  return COMPILED.filter((r) => r.re.test(q) && !r.unlessRe?.test(q));
}

/**
 * Hazard first: items a fired rule accepts go before every other hit (keeping their order); a
 * fired rule with no accepted hit puts its own item before the rest. Returns slugs in order.
 */
export function hazardFirst(
  query: string,
  ranked: [string, number][],
  items: Map<string, GuideItem>,
): [string, number][] {
  const rules = firedRules(query);
  if (rules.length === 0) return ranked;
  const top = ranked[0]?.[1] ?? 1;
  const first: [string, number][] = [];
  const rest: [string, number][] = [];
  for (const entry of ranked) {
    const item = items.get(entry[0]);
    (item && rules.some((r) => r.accept(item)) ? first : rest).push(entry);
  }
  for (const rule of rules) {
    const own = items.get(rule.slug);
    if (!own || first.some(([s]) => rule.accept(items.get(s)!))) continue;
    first.push([rule.slug, top]);
  }
  const seen = new Set(first.map(([s]) => s));
  return [...first, ...rest.filter(([s]) => !seen.has(s))];
}
