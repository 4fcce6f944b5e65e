import rosetta from 'rosetta';
import { BoundedMap } from './bounded-map';
import { numberFormat, pluralRules } from './locale-format';
import type { Locale } from '../../editions/types';
import type { KeyArg, MessageKey, PluralKey } from './message-keys';

export type Messages = { [key: string]: string | Messages };
export type Params = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  /** Looks a key up; a missing key renders as the key itself so it is visible, never blank. */
  t<K extends string>(key: KeyArg<K, MessageKey>, params?: Params): string;
  /** Picks `key.one|few|many|other` through Intl.PluralRules; `{count}` is available to the text. */
  plural<K extends string>(key: KeyArg<K, PluralKey>, count: number, params?: Params): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge where later sources win; used for the locale fallback chain. */
export function mergeMessages(...sources: Messages[]): Messages {
  const out: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const prev = out[key];
      out[key] = isMessages(value) && isMessages(prev) ? mergeMessages(prev, value) : value;
    }
  }
  return out;
}

/** Keeps only the namespaces a page needs, so the client snapshot stays small. */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const out: Messages = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) out[ns] = value;
  }
  return out;
}

/** `{name}` placeholders (the product description's own notation, e.g. 'Page not found: {path}'). */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Texts already looked up, per catalogue object. A page asks for the same keys again and again (a
 * label per card), and the worker keeps one catalogue object per locale for the isolate's life
 * (worker/i18n/messages.ts), so a key is walked and templated once, not once per call. Catalogues
 * are never changed in place (a merged one is a new object); the bound keeps keys built from
 * request data from growing the memo.
 */
const lookups = new WeakMap<Messages, BoundedMap<string, string | null>>();
const LOOKUPS_KEPT = 4000;

function lookupsOf(messages: Messages): BoundedMap<string, string | null> {
  let found = lookups.get(messages);
  if (!found) {
    found = new BoundedMap(LOOKUPS_KEPT);
    lookups.set(messages, found);
  }
  return found;
}

/**
 * One rosetta instance per call: rosetta keeps a single current locale, so an instance must
 * never be shared between concurrent requests (docs/stack.md).
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const r = rosetta<Messages>({ [locale]: messages });
  r.locale(locale);
  // Built on the first plural, not with the translator: pages that show none never pay for it.
  let rules: Intl.PluralRules | undefined;
  const found = lookupsOf(messages);
  const lookup = (key: string): string | null => {
    let text = found.get(key);
    if (text === undefined) {
      const value = r.t(key) as unknown;
      text = typeof value !== 'string' || value === '' ? null : value;
      found.set(key, text);
    }
    return text;
  };
  const t = (key: string, params?: Params): string => interpolate(lookup(key) ?? key, params);
  return {
    locale,
    t,
    plural(key, count, params) {
      rules ??= pluralRules(locale);
      const text = lookup(`${key}.${rules.select(count)}`) ?? lookup(`${key}.other`) ?? key;
      // `{count}` in the reader's number format ("1 200" in Russian, "1,200" in English).
      return interpolate(text, { count: formatNumber(locale, count), ...params });
    },
    number: (value, options) => (options ? numberFormat(locale, options).format(value) : formatNumber(locale, value)),
  };
}

/**
 * A number as the locale writes it. A whole number from 0 to 999 is written with plain digits in
 * every locale of the product (Latin digits, no grouping below a thousand), so it needs no
 * Intl.NumberFormat: building the first one costs ICU's data, a long task while a page hydrates.
 */
function formatNumber(locale: Locale, value: number): string {
  return Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : numberFormat(locale).format(value);
}
