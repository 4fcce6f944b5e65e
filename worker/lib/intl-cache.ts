/**
 * Reuses Intl.DateTimeFormat instances across renders (issue 19). Building one costs about a
 * millisecond or more of CPU (ICU loads locale and zone data each time); formatting with a built one
 * costs microseconds. Page components build a formatter per date they show (an events list: ~40),
 * which made date formatting most of a render. Formatters are immutable, so sharing them between
 * requests is safe. Installed once per isolate by worker/index.ts, before any render; the cache
 * is bounded. Invalid options still throw (isTimeZone relies on that), as they are never cached.
 */
const MAX_ENTRIES = 500;

export function installDateTimeFormatCache(): void {
  const Native = Intl.DateTimeFormat;
  if ((Native as { cached?: boolean }).cached) return;
  const cache = new Map<string, Intl.DateTimeFormat>();
  const Cached = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const key = JSON.stringify([locales ?? null, options ?? null]);
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = new Native(locales, options);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, formatter);
    }
    return formatter;
  } as unknown as typeof Intl.DateTimeFormat & { cached: boolean };
  (Cached as { prototype: unknown }).prototype = Native.prototype;
  Cached.supportedLocalesOf = Native.supportedLocalesOf.bind(Native);
  Cached.cached = true;
  Intl.DateTimeFormat = Cached;
}
