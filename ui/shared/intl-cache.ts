import { BoundedMap } from './bounded-map';

/**
 * Reuses Intl formatter instances across renders. Building one costs up to a
 * millisecond or more of CPU (ICU loads locale and zone data each time); using a built one costs
 * microseconds. Page components build a formatter per date they show (an events list: ~40) and
 * the i18n helper builds plural rules and number formats per render, which made them most of a
 * render's CPU (a profile of the home page: PluralRules alone 0.5 ms of ~7). Formatters are
 * immutable, so sharing them between requests is safe. Installed once per isolate by
 * worker/index.ts, before any render, and once per page by ui/client.tsx, before hydration (the
 * finder's hydration built a number format per distance: about 50 ms of its long tasks on
 * Lighthouse's mobile profile); each cache is bounded. Invalid options still throw
 * (isTimeZone relies on that), as they are never cached.
 */
const MAX_ENTRIES = 500;

type IntlConstructor = 'DateTimeFormat' | 'NumberFormat' | 'PluralRules';

function cacheConstructor(name: IntlConstructor): void {
  const Native = Intl[name] as unknown as {
    new (locales?: unknown, options?: unknown): object;
    supportedLocalesOf: (l: string | string[]) => string[];
    cached?: boolean;
  };
  if (Native.cached) return;
  const cache = new BoundedMap<string, object>(MAX_ENTRIES);
  // biome-ignore lint/complexity/useArrowFunction: a constructor (`new Intl.X()` calls it), which an arrow cannot be
  const Cached = function (locales?: unknown, options?: unknown) {
    const key = JSON.stringify([locales ?? null, options ?? null]);
    let instance = cache.get(key);
    if (!instance) {
      instance = new Native(locales, options);
      cache.set(key, instance);
    }
    return instance;
  } as unknown as typeof Native;
  (Cached as { prototype: unknown }).prototype = Native.prototype;
  Cached.supportedLocalesOf = Native.supportedLocalesOf.bind(Native);
  Cached.cached = true;
  (Intl as unknown as Record<IntlConstructor, unknown>)[name] = Cached;
}

export function installIntlCache(): void {
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules'] as const) cacheConstructor(name);
}
