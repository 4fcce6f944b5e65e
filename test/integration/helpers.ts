import { SELF } from 'cloudflare:test';

export const HOSTS = {
  ru: 'http://localhost:8787',
  kz: 'http://kz.localhost:8787',
  intl: 'http://intl.localhost:8787',
} as const;

/** A browser-like page request to an edition (the edition comes from the URL's hostname). */
export function getPage(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...init.headers } });
}

export function attr(html: string, re: RegExp): string | undefined {
  return re.exec(html)?.[1];
}

/** The page's state snapshot: the JSON data block `<script type="application/json" id="__STATE__">`. */
/**
 * The finder's entries as the page lists them: server HTML, not in the snapshot (docs/decisions/166).
 * `html` is the entry's markup; `materials` the names of its material chips.
 */
export function finderEntries(
  html: string,
): { id: string; html: string; materials: string[]; distance: boolean; state: string }[] {
  return html
    .split('<li data-testid="finder-entry"')
    .slice(1)
    .map((part) => {
      const entry = part.split('</ol>')[0]!;
      return {
        id: /data-id="([^"]+)"/.exec(entry)![1]!,
        html: entry,
        materials: [...entry.matchAll(/<li class="fe-mat"><img[^>]*\/>([^<]+)<\/li>/g)].map((m) => m[1]!),
        distance: entry.includes('data-testid="finder-distance"'),
        state: /data-testid="finder-open-state" data-state="([^"]+)"/.exec(entry)![1]!,
      };
    });
}

export function readSnapshot(html: string): Record<string, any> {
  const json = /<script type="application\/json" id="__STATE__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no snapshot in the page');
  return JSON.parse(json) as Record<string, any>;
}
