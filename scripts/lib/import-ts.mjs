/**
 * Loads the worker's TypeScript modules into a Node script (jiti transpiles them on the fly), so a
 * script uses the worker's own rules — the finder's cells, columns and visibility — instead of a
 * copy in JavaScript that must be kept in step by hand.
 *   const { FINDER_REINDEX_SQL } = await importTs('worker/data/finder-reindex.ts');
 */
import path from 'node:path';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const jiti = createJiti(import.meta.url, { moduleCache: true });

/** A module by its path from the repository root. */
export const importTs = (fromRoot) => jiti.import(path.join(root, fromRoot));
