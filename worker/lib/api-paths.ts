/**
 * Prefixes of the JSON APIs that pages link into (a calendar file, a CSV) as well as mount: one
 * string for worker/routes/index.ts and the links. docs/product.md §7 fixes the paths.
 */
export const EVENT_API = '/api/web/v1/charity-event';
