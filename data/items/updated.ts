/**
 * When the committed dictionary (data/items/) last changed, as a UTC day: the sitemap's lastmod of
 * an item page a manager has not added to. `test/unit/item-dictionary.test.ts` fails when a commit
 * touches data/items/ later than this day, so bump it with every change to the items.
 */
export const DICTIONARY_UPDATED = '2026-12-02';
