import { useEffect, useState } from 'react';

/** docs/product.md §9 scroll offset: a section counts as reached 20px before its top meets the header. */
const SCROLL_OFFSET = -20;

/** The last section whose top has passed the activation line, or null above the first one. */
export function activeSection(tops: readonly { id: string; top: number }[], line: number): string | null {
  let active: string | null = null;
  for (const section of tops) if (section.top + SCROLL_OFFSET <= line) active = section.id;
  return active;
}

/**
 * Scroll sections update the URL hash with the active section (docs/product.md §2.2, §4.9). replaceState
 * keeps history clean and does not jump; nothing happens until the visitor scrolls, so opening
 * /manual/#faq lands on and keeps #faq.
 */
export function useScrollSpy(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
      const tops = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const next = activeSection(tops, header);
      setActive(next);
      const hash = next ? `#${next}` : '';
      if (window.location.hash !== hash) {
        history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}
