import type { Locale } from '../../editions/types';
import enUS from '../../locales/en-US.json';
import esAR from '../../locales/es-AR.json';
import kkKZ from '../../locales/kk-KZ.json';
import ruKZ from '../../locales/ru-KZ.json';
import ruRU from '../../locales/ru-RU.json';
import { mergeMessages, type Messages } from '../../ui/shared/i18n';
import { fallbackChain } from '../../ui/shared/locale-negotiation';

const CATALOG: Record<Locale, Messages> = {
  'ru-RU': ruRU,
  'ru-KZ': ruKZ,
  'kk-KZ': kkKZ,
  'es-AR': esAR,
  'en-US': enUS,
};

// Merged trees are immutable and depend only on (locale, edition default): merge once per isolate.
const merged = new Map<string, Messages>();

/** Messages of `locale` with the fallback chain applied: same language, then the edition default. */
export function messagesFor(locale: Locale, editionDefault: Locale): Messages {
  const key = `${locale}|${editionDefault}`;
  let tree = merged.get(key);
  if (!tree) {
    tree = mergeMessages(...fallbackChain(locale, editionDefault).map((l) => CATALOG[l]));
    merged.set(key, tree);
  }
  return tree;
}
