/**
 * The forms feature (support questions, inquiries, newsletter subscriptions): its routes, rules and
 * SQL live in this folder; this file is all that the rest of the worker may import from it
 * (`.dependency-cruiser.cjs`, rule `feature-through-its-index`).
 */
export { formsApi } from './api';
export { formsPages } from './pages';
