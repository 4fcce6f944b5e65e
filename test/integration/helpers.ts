import { SELF } from 'cloudflare:test';

export const HOSTS = { ru: 'http://localhost:8787', kz: 'http://kz.localhost:8787', intl: 'http://intl.localhost:8787' } as const;

/** A browser-like page request to an edition (the edition comes from the URL's hostname). */
export function getPage(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...init.headers } });
}

export function attr(html: string, re: RegExp): string | undefined {
  return re.exec(html)?.[1];
}

/** The page's state snapshot: the JSON data block `<script type="application/json" id="__STATE__">`. */
export function readSnapshot(html: string): Record<string, any> {
  const json = /<script type="application\/json" id="__STATE__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no snapshot in the page');
  return JSON.parse(json) as Record<string, any>;
}
