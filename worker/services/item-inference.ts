/**
 * Answers from the words when the item is unknown (docs/item-guide.md "Inference", ADR 208): a
 * material or kind named in the query ("стеклянный абажур", "plastic sledge", "juguete a pilas")
 * answers with that material's generic item, flagged `inferred: 'material'` so the page and the
 * API say it was a guess. Plastic resin codes read off packaging ("PP 5", "ПЭТ 1", "♴") are a rule
 * of their own: the code names the material exactly. Precompiled once per isolate.
 */
import { foldText } from './item-search-text';

const wordStart = (parts: string[]) => new RegExp(`(?:^|[^a-z0-9а-я])(?:${parts.map(foldText).join('|')})`, 'u');

/** Material or kind words → the generic item answering them; first match wins (kinds before materials). */
const KINDS: [RegExp, string][] = (
  [
    [
      [
        'на батаре',
        'на аккумулятор',
        'батареямен',
        'battery[- ]powered',
        'battery[- ]operated',
        'cordless',
        'a pilas',
        'a bateria',
        'электрическ',
        'электро',
        'электр(?![а-я])',
        'electric',
        'electronic',
        'electrico',
        'electronico',
      ],
      'electrical-appliance',
    ],
    [['стекл', 'стеклян', 'шыны', 'glass', 'de vidrio', 'vidrio', 'cristal'], 'glass-jar'],
    [['пластик', 'пластмасс', 'пластиков', 'plastic', 'de plastico', 'plastico'], 'hard-plastic-items'],
    [['металл', 'железн', 'жестян', 'алюмин', 'темир', 'metal', 'steel', 'iron', 'de metal', 'metalic'], 'scrap-metal'],
    [['картон', 'cardboard', 'de carton'], 'cardboard-box'],
    [['бумажн', 'бумаг', 'кагаз', 'paper', 'de papel'], 'waste-paper'],
    [['тканев', 'текстил', 'матади', 'fabric', 'cotton', 'textile', 'de tela', 'tela'], 'fabric-scraps'],
  ] as [string[], string][]
).map(([w, slug]) => [wordStart(w), slug]);

export function inferredItem(query: string): string | null {
  const q = foldText(query);
  return KINDS.find(([re]) => re.test(q))?.[1] ?? null;
}

const KIND_WORDS = new RegExp(KINDS.map(([re]) => `${re.source}[a-zа-я-]*`).join('|'), 'gu');

/** The query without its material and kind words: what is left names the item, if anything does. */
export const withoutKindWords = (query: string): string => foldText(query).replace(KIND_WORDS, ' ').trim();

/** Resin identification codes 1–7 (symbol ♳–♹, "PET 1", "01 PET", "ПП 5", "5 PP") → the code's item. */
const RESIN_SLUGS = [
  'resin-pet-1',
  'resin-hdpe-2',
  'resin-pvc-3',
  'resin-ldpe-4',
  'resin-pp-5',
  'resin-ps-6',
  'resin-other-7',
];
const RESIN_NAMES: [string, number][] = [
  ['pete?|пэт|пет', 1],
  ['hdpe|pe-?hd|пнд|пэнд', 2],
  ['pvc|v|пвх', 3],
  ['ldpe|pe-?ld|пвд|пэвд', 4],
  ['pp|пп', 5],
  ['ps|пс', 6],
  ['other|o|прочие|прочее', 7],
];
const RESIN_RE = RESIN_NAMES.map(
  ([names, n]) =>
    [new RegExp(`(?:^|[^a-z0-9а-я])(?:(?:${names})\\s*0?${n}|0?${n}\\s*(?:${names}))(?![a-z0-9а-я])`, 'u'), n] as const,
);

export function resinItem(query: string): string | null {
  const symbol = /[\u2673-\u2679]/u.exec(query);
  if (symbol) return RESIN_SLUGS[symbol[0].codePointAt(0)! - 0x2673]!;
  const q = foldText(query);
  const hit = RESIN_RE.find(([re]) => re.test(q));
  return hit ? RESIN_SLUGS[hit[1] - 1]! : null;
}
