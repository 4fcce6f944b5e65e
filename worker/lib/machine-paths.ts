/**
 * The one answer to "is this a page?": paths under these prefixes are machine endpoints (the JSON
 * APIs, the notification socket, build metadata, the public inquiry post, the map's tiles). They answer JSON,
 * errors included (worker/middleware/errors.ts), and answer 401/403 themselves instead of the page
 * guards' redirects (worker/middleware/guards.ts). Everything else is a page.
 */
const MACHINE = /^\/(api|ws|builds|inquire|tiles)(\/|$)/;

/** `path` without its locale prefix. */
export const isMachinePath = (path: string): boolean => MACHINE.test(path);
