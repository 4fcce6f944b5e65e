/**
 * Known bad patterns of Russian and Kazakh texts with a placeholder (the name in a placeholder has
 * an unknown gender and does not decline), shared by scripts/locale-placeholders.mjs and
 * test/unit/locale-grammar.test.ts. Deliberately few and plain: each caught a real text.
 */

/** Placeholders that stand for a name: an event, a point, an organisation, the brand. */
const NAME = '(?:title|name|point|orgName|brand|operator)';

/** @type {{ id: string, locales: string[], pattern: RegExp, why: string }[]} */
const RULES = [
  {
    id: 'name-as-gendered-subject',
    locales: ['ru-RU', 'ru-KZ'],
    // «{title}» (снова|больше|будет…) недоступно / удалён / закрыт / изменил — the verb or short
    // adjective takes the name's gender, which nobody knows: a noun must come first ("Мероприятие «{title}»").
    pattern: new RegExp(
      `(?:^|[.!?:]\\s+)(?:«\\{${NAME}\\}»|\\{${NAME}\\})\\s+(?:(?:снова|больше|уже|не|ещё|теперь|будет|был[аои]?)\\s+)*\\p{L}*(?:л|ла|ло|ен|ён|ан|ян|на|но|ыт|ыта|ыто|ит|ита|ито|ден|дна|дно)(?!\\p{L})`,
      'u',
    ),
    why: 'a verb or short adjective after a name agrees with an unknown gender',
  },
  {
    id: 'brand-after-preposition',
    locales: ['ru-RU', 'ru-KZ'],
    // "на ЭкоПортал", "в ЭкоПортал": the brand would have to decline ("на портале {brand}").
    pattern:
      /(?<!\p{L})(?:на|в|во|о|об|обо|к|ко|с|со|у|от|для|из|по|при|за|через|про|без|до|над|под|перед)\s+\{brand\}/iu,
    why: 'a preposition asks for a case the brand cannot take',
  },
  {
    id: 'brand-as-object',
    locales: ['ru-RU', 'ru-KZ'],
    // "Задайте вопрос ЭкоПортал", "Напишите ЭкоПортал": dative ("команде {brand}").
    pattern: /(?<!\p{L})(?:вопрос|напишите|пишите|помогите|поддержите|спасибо|благодарим)\s+\{brand\}/iu,
    why: 'the brand as an object needs a case: name a noun first ("команде {brand}")',
  },
  {
    id: 'name-after-preposition',
    locales: ['ru-RU', 'ru-KZ'],
    // "участие в «Субботник»": the name must not stand for the noun the preposition governs.
    pattern: new RegExp(`(?<!\\p{L})(?:в|во|на|о|об|с|со|к|ко|от|для|из|по|при|за|про|у)\\s+«\\{${NAME}\\}»`, 'iu'),
    why: 'a preposition before a quoted name: put the noun ("в мероприятии «{title}»")',
  },
  {
    id: 'ordinal-of-person',
    locales: ['ru-RU', 'ru-KZ'],
    // "Вы 1-й в листе ожидания": the visitor's gender decides -й/-я.
    pattern: /(?<!\p{L})Вы\s+\{\w+\}-[йя]/u,
    why: "an ordinal about the reader agrees with the reader's gender",
  },
  {
    id: 'kk-bare-name-object',
    locales: ['kk-KZ'],
    // "{brand} ашу": a definite object takes the accusative; with a noun, "{brand} сайтын ашу".
    pattern: /\{brand\}\s+ашу/u,
    why: 'a definite object needs the accusative: name the noun ("{brand} сайтын ашу")',
  },
  {
    id: 'kk-suffix-on-placeholder',
    locales: ['kk-KZ'],
    // A case suffix glued to a name ("{brand}-ға") must follow its last vowel: put a noun between.
    pattern: new RegExp(
      `\\{${NAME}\\}»?-?(?:ға|ге|қа|ке|на|не|ны|ні|ды|ді|ты|ті|да|де|та|те|дан|ден|тан|тен|нан|нен|ның|нің|дың|дің|тың|тің)(?!\\p{L})`,
      'u',
    ),
    why: 'a Kazakh case suffix on a name depends on the name',
  },
];

/** Flattened `key -> text` of a locale file's tree. */
export function flatten(tree, prefix = '') {
  const out = new Map();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(prefix + key, String(value));
  }
  return out;
}

/** Every rule a locale's text breaks: `[{ key, text, rule }]`. */
export function grammarProblems(locale, texts) {
  const problems = [];
  for (const [key, text] of texts) {
    for (const rule of RULES)
      if (rule.locales.includes(locale) && rule.pattern.test(text)) problems.push({ key, text, rule: rule.id });
  }
  return problems;
}
