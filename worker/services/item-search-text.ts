/**
 * How the item search reads words (docs/item-guide.md): folding, stop words and a light stem,
 * applied alike to the dictionary's names and to queries. Its own module so the hazard rules
 * (item-safety.ts) fold their trigger words the same way without importing the search.
 */
/** Words that carry no item ("коробка из-под пиццы", "box of", "caja de"). */
const STOPWORDS = new Set([
  'из',
  'под',
  'от',
  'для',
  'и',
  'в',
  'на',
  'с',
  'со',
  'по',
  'без',
  'куда',
  'сдать',
  'выбросить',
  'где',
  'как',
  'старый',
  'старая',
  'старые',
  'старое',
  'старую',
  'старого',
  'старой',
  'старых',
  'старым',
  'the',
  'a',
  'an',
  'of',
  'for',
  'and',
  'to',
  'with',
  'old',
  'my',
  'where',
  'recycle',
  'throw',
  'away',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'para',
  'con',
  'y',
  'un',
  'una',
  'viejo',
  'vieja',
  'donde',
  'tirar',
  'reciclar',
  'және',
  'үшін',
  'ескі',
  'қайда',
  // Question words and verbs of natural phrasings ("куда сдать старые батарейки", "батарейкаларды қайда тапсыру керек").
  'утилизировать',
  'утилизация',
  'принимают',
  'принимает',
  'можно',
  'сдавать',
  'выкинуть',
  'выбрасывать',
  'деть',
  'мне',
  'нужно',
  'надо',
  'пункт',
  'приема',
  'тапсыру',
  'тапсыруға',
  'керек',
  'лақтыру',
  'тастау',
  'болады',
  'қалай',
  'қабылдайды',
  'қайдан',
  'ма',
  'ме',
  'ба',
  'бе',
  'dispose',
  'disposal',
  'do',
  'does',
  'how',
  'should',
  'recycling',
  'used',
  'your',
  'our',
  'get',
  'rid',
  'take',
  'dónde',
  'puedo',
  'se',
  'llevar',
  'tiro',
  'reciclo',
  'usadas',
  'usados',
  'usada',
  'usado',
  // List entries' filler ("Aerosol Can - Full or Partly Full", "Weeds, Plants, etc.").
  'or',
  'etc',
  'only',
  'eg',
  'type',
]);

/**
 * Qualifiers: they tell one item from another when a name has them ("empty paint tin", "сломанный
 * зонт") but are never required, so "broken kettle" or "Paint Can (Empty)" still finds the item.
 */
const SOFT = [
  'empty',
  'clean',
  'dirty',
  'soiled',
  'rinsed',
  'broken',
  'unbroken',
  'clear',
  'blue',
  'green',
  'brown',
  'full',
  'partly',
  'unwanted',
  'small',
  'large',
  'big',
  'waste',
  'сломанный',
  'сломанная',
  'сломанные',
  'сломанное',
  'сломан',
  'пустой',
  'пустая',
  'пустые',
  'пустое',
  'грязный',
  'грязная',
  'грязные',
  'чистый',
  'чистые',
  'использованный',
  'использованная',
  'использованные',
  'ненужный',
  'ненужная',
  'ненужные',
  'ненужное',
  'бос',
  'сынған',
  'бұзылған',
  'кір',
  'таза',
  'қолданылған',
  'пайдаланылған',
  'керексіз',
];

/** Splits a name or a query into words; hyphens split words too ("из-под", "e-cigarette"). */
export const tokenize = (text: string): string[] => text.split(/[\s\-.,;:!?()"'«»/]+/u).filter(Boolean);

/** "can" is an item word (tin can); as a question verb it goes before the words are read. */
export const stripQuestion = (query: string): string =>
  query.replace(/\b(?:where|what|how)\s+(?:can|do|should)\s+(?:i|we|you)\b|\bcan\s+(?:i|we|you)\b/giu, ' ');

/** Kazakh letters as people type them on a Russian keyboard; Latin and Spanish accents dropped. */
const FOLD: Record<string, string> = {
  ё: 'е',
  ә: 'а',
  ө: 'о',
  ү: 'у',
  ұ: 'у',
  қ: 'к',
  ғ: 'г',
  ң: 'н',
  һ: 'х',
  і: 'и',
  й: 'и',
  ъ: 'ь',
};

export function foldText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u0302\u0304-\u036f]/g, '')
      .normalize('NFC')
      .replace(/[ёәөүұқғңһійъ]/g, (ch) => FOLD[ch] ?? ch)
      // "кы", "гы", "хы" are not Russian: a typo for "ки" ("батарейкы") or a folded Kazakh "қы" alike on both sides.
      .replace(/([кгх])ы/g, '$1и')
  );
}

const FOLDED_STOPWORDS = new Set([...STOPWORDS].map(foldText));

const RU_ENDINGS =
  /(ами|ями|ого|его|ому|ему|ыми|ими|ой|ей|ый|ий|ая|яя|ое|ее|ов|ев|ах|ях|ам|ям|ом|ем|ую|юю|ки|ка|ку|ок|ек|ы|и|а|я|о|е|у|ю|ь)$/;
const KK_ENDINGS = /(лар|лер|дар|дер|тар|тер|ды|ди|ны|ни|ты|ти|сы|си|ын|ин)$/;
/** Without Kazakh letters a two-letter case ending is Russian as often ("пакеты", "цветы"): only after a plural one ("батареяларды"). */
const KK_PLURAL_CASE = /(?:лар|лер|дар|дер|тар|тер)(?:ды|ди|ны|ни|ты|ти|сы|си|ын|ин)?$/;

/** A light stem: plural and case endings off (ru, kk), plural -s off (en, es); both sides alike. */
function stem(term: string, kazakh: boolean): string {
  let t = term;
  if (/[а-яь]/.test(t)) {
    if (kazakh) for (let i = 0; i < 2 && t.length > 5; i++) t = t.replace(KK_ENDINGS, '');
    else for (let i = 0; i < 2 && t.length > 5; i++) t = t.replace(KK_PLURAL_CASE, '');
    for (let i = 0; i < 2 && t.length > 4; i++) {
      const next = t.replace(RU_ENDINGS, '');
      if (next === t || next.length < 4) break;
      t = next;
    }
    return t;
  }
  if (t.length > 4 && t.endsWith('es') && !t.endsWith('ses')) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

export const processTerm = (term: string): string | null => {
  const t = foldText(term);
  if (t.length < 2 || FOLDED_STOPWORDS.has(t)) return null;
  return stem(t, /[әөүұқғңһі]/i.test(term));
};

const SOFT_TERMS = new Set(SOFT.map(processTerm));

/** A qualifier word (already read by processTerm): it counts when it matches, never required. */
export const isSoftTerm = (term: string): boolean => SOFT_TERMS.has(term);
