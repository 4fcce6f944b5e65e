/**
 * The page links of a list (the events list): the first and last pages and two on each side of
 * the current one, with a gap where pages are skipped. A list of 84 pages shows at most nine
 * links, not 84: the markup stays the same size however many events there are.
 */
export type PageLink = number | 'gap';

const AROUND = 2;

export function pageWindow(page: number, pageCount: number): PageLink[] {
  const shown = [1, pageCount];
  for (let p = page - AROUND; p <= page + AROUND; p++) if (p > 1 && p < pageCount) shown.push(p);
  const pages = [...new Set(shown)].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const p of pages) {
    const prev = links[links.length - 1];
    // A gap that would hide a single page shows that page instead.
    if (typeof prev === 'number' && p - prev === 2) links.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) links.push('gap');
    links.push(p);
  }
  return links;
}
