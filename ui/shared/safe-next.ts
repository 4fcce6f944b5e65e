import { splitLocalePrefix } from './locale-negotiation';
import { PAGE_ROUTES } from './routes';

/**
 * Where to go after signing in (`next`), docs/decisions/121-next-paths.md. Browsers strip tabs and
 * newlines from URLs and read `\` as `/`, so `/<TAB>/evil.example` in a Location header is
 * `//evil.example`: a prefix check is not enough. A `next` is kept only when:
 *  - it is a path (starts with one `/`), at most 500 characters, with no control character and no
 *    backslash, and no encoded one (nor an encoded `/` or `%`) in its path;
 *  - it resolves to this site's own origin;
 *  - its path, after the locale prefix, names a page of the URL table (ui/shared/routes.ts).
 * The answer is the URL's own serialisation of path, query and fragment. Checked when `next` is
 * accepted and again right before every redirect to it.
 */
const SELF = 'https://self.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\\]/;
const UNSAFE_ESCAPE = /%(?:[01][0-9a-f]|7f|5c|2f|25|e2%80%[8a][0-9a-f]|c2%[89][0-9a-f])/i;

const ROUTE_PATTERNS = PAGE_ROUTES.map(
  (r) => new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
);

function isKnownPagePath(pathname: string): boolean {
  const rest = splitLocalePrefix(pathname).rest.replace(/(.)\/$/, '$1');
  return ROUTE_PATTERNS.some((re) => re.test(rest));
}

export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return null;
  if (!next.startsWith('/') || next.startsWith('//') || UNSAFE_CHAR.test(next)) return null;
  const rawPath = next.split(/[?#]/, 1)[0]!;
  if (UNSAFE_ESCAPE.test(rawPath)) return null;
  let url: URL;
  try {
    url = new URL(next, SELF);
  } catch {
    return null;
  }
  if (url.origin !== SELF || url.pathname.startsWith('//') || !isKnownPagePath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
