import type { Edition, Locale } from '../../editions/types';
import type { Messages } from './i18n';
import type { PageOptions } from './page-options';
import type { ProductRole } from './routes';
import type { SeoHeadData } from './seo';

/** docs/product.md §3.1 profile fields the UI needs on every page (account menu, guards in the UI). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  imageUrl: string | null;
  orgId: string | null;
  orgName: string | null;
  orgLogoUrl: string | null;
  roles: ProductRole[];
  /** Session expiry (seconds since epoch) for the refresh schedule; the token itself stays HttpOnly. */
  tokenExpire: number;
}

/**
 * Everything the browser needs to hydrate exactly what the server rendered. Serialised once into
 * a JSON data block at the end of <body> (`#__STATE__`, read by ui/client.tsx before hydration);
 * never holds secrets (the session token stays in an HttpOnly cookie).
 */
export interface Snapshot {
  page: string;
  /** Path without the locale prefix; `url` is the full path with prefix and query. */
  path: string;
  url: string;
  status: number;
  titleKey: string;
  locale: Locale;
  /** Not in the document: it comes with the page's catalogue (PageCatalogue, ADR 165). */
  edition: Edition;
  /**
   * In the document: only the keys the server render used. Before hydrating, the browser swaps
   * in the page's whole catalogue (`namespaces`, from messagesUrl()), so later states (dialogs,
   * errors, notices) have their texts too (ADR 052).
   */
  messages: Messages;
  namespaces: readonly string[];
  options: PageOptions;
  buildId: string;
  /** Request time (ISO); server and client derive dates from it so they render alike. */
  renderedAt: string;
  production: boolean;
  /** Elements carry their data-testid (development and tests only; ui/jsx/jsx-runtime.ts). */
  testIds?: true;
  /**
   * Hashed build files: stylesheet, entry, the page's own chunk (`module`, imported by the browser
   * to hydrate, ui/client.tsx), icon sprite (ADR 113), the chunks to preload. `preload` is the
   * server's only: the bootstrap script asks for those chunks after the first paint
   * (worker/render/client-boot.ts) and the document's state leaves it out.
   */
  assets: { css: string; entry: string; module: string; sprite: string; preload?: readonly string[] | undefined };
  /** Offer to switch to the visitor's preferred locale (docs/product.md §4.9), when it differs. */
  languagePrompt: Locale | null;
  /** The signed-in user as the page may show it (never the token), or null for guests. */
  user: SessionUser | null;
  /** The browser's session ended on the server since its last page: the page says so (docs/product.md §4.1). */
  sessionEnded?: true;
  /** Signed in: the unread count the bell shows, and the server time (ms) it was read at. */
  notifications: { unread: number; now: number } | null;
  /** Page-specific data loaded by the worker. */
  data: unknown;
  /** Canonical, alternates and robots. */
  seo?: SeoHeadData;
}

/** The id of the `<script type="application/json">` holding the snapshot. */
export const SNAPSHOT_ELEMENT_ID = '__STATE__';

declare global {
  interface Window {
    __STATE__?: Snapshot;
  }
}

/** JSON that is safe inside a <script>: no `</script>`, no `<!--`, no U+2028/2029 surprises (JSON.parse reads the escapes back). */
export function serializeSnapshot(snapshot: Snapshot): string {
  return JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What the browser fetches before hydrating (worker/routes/messages.ts): the page's whole message
 * catalogue and the edition's settings, which the document leaves out (ADRs 114, 165).
 */
export interface PageCatalogue {
  edition: Edition;
  messages: Messages;
}

/**
 * Fetches a catalogue (messagesUrl()): the page's before hydrating, a lazy part's own namespace
 * later (the login prompt's `auth`). Null when it cannot be had: offline, blocked, an error answer.
 */
export async function fetchCatalogue(url: string): Promise<PageCatalogue | null> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as PageCatalogue) : null;
  } catch {
    return null;
  }
}

/** The page's whole catalogue for this build and locale: immutable, cached by the browser. */
export function messagesUrl(snapshot: Pick<Snapshot, 'buildId' | 'locale' | 'namespaces'>): string {
  return `/builds/messages/${encodeURIComponent(snapshot.buildId)}/${snapshot.locale}.json?ns=${snapshot.namespaces.join(',')}`;
}
