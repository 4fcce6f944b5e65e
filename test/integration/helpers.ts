import { SELF } from 'cloudflare:test';

export const HOSTS = { ru: 'http://localhost:8787', kz: 'http://kz.localhost:8787', intl: 'http://intl.localhost:8787' } as const;

/** A browser-like page request to an edition (the edition comes from the URL's hostname). */
export function getPage(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...init.headers } });
}

export function attr(html: string, re: RegExp): string | undefined {
  return re.exec(html)?.[1];
}
