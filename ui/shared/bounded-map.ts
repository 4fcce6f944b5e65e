/**
 * A Map that keeps at most `limit` entries, dropping the oldest first: the per-isolate (or
 * per-page) memos whose size must not grow with the number of points, events or visitors — Intl
 * formatters, finder schedules, event range texts.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
