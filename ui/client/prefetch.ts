import { buildMetaUrl, pageForPath, type BuildMeta } from '../shared/build-meta';

/**
 * Link prefetch (docs/product.md §4.9, §7): when a visitor shows intent for a same-origin link (hover,
 * focus, touch), the build meta says which page it leads to and the page's chunks are preloaded,
 * so the next page hydrates without a chunk waterfall. Links merely in view are not prefetched:
 * that spent 5–7 KB of every first load on pages most visitors never open,
 * and intent leaves 100–300 ms, enough for a page's own 1–4 KB of chunks. Nothing is prefetched
 * when the visitor asked to save data or the connection is 2G.
 */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

let metaPromise: Promise<BuildMeta | null> | null = null;
const done = new Set<string>();

/** Fetched once per page view (immutable per build); null when unavailable. */
function loadBuildMeta(buildId: string): Promise<BuildMeta | null> {
  metaPromise ??= fetch(buildMetaUrl(buildId), { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<BuildMeta>) : null))
    .catch(() => null);
  return metaPromise;
}

function preload(href: string): void {
  if (done.has(href) || document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  done.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
}

async function prefetchLink(anchor: HTMLAnchorElement, buildId: string): Promise<void> {
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
  if (done.has(url.pathname)) return;
  done.add(url.pathname);
  const meta = await loadBuildMeta(buildId);
  if (!meta || meta.buildId !== buildId) return;
  const page = pageForPath(meta, url.pathname);
  for (const file of (page && meta.pages[page]) || []) preload(file);
}

export function startPrefetch(buildId: string): () => void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!prefetchAllowed(connection)) return () => undefined;
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) void prefetchLink(anchor, buildId);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };
}
