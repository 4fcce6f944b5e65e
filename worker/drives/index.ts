/**
 * The collection drives feature (docs/product.md "Collection drives", ADRs 232–234): the organiser's
 * and the console's pages, the JSON API, the review rules, the SQL, and what the finder, the item
 * guide and the edge cache ask of drives. This file is all that the rest of the worker may import
 * from it (`.dependency-cruiser.cjs`, rule `feature-through-its-index`).
 */
export { driveApi } from './api';
export { editionDays } from './days';
export { drivesForFinder } from './finder';
export { drivesForItem } from './guide';
export { drivePages } from './pages';
