import type { ReactNode } from 'react';

/** The browser's props: keep whatever HTML the element already holds. */
const KEEP = { __html: '' };

/**
 * HTML the server renders and the browser keeps as it is, never hydrated (docs/decisions/164, 166):
 * the home page drawn under /registration's dialog, the event cards of home and the events list.
 * The browser loads neither their code nor their data, so a part placed here must be links and
 * text only (no handlers) and must never change in place. React hydrates an element whose content
 * is `dangerouslySetInnerHTML` without touching its children, and leaves them alone on every later
 * render while `__html` is unchanged. `display: contents`, so the wrapper does not change the
 * page's layout. On the server, `html` (already rendered, StaticHtml) stands in for `children`.
 */
export function ServerHtml({ children, html }: { children?: ReactNode; html?: string }) {
  if (typeof document === 'undefined') {
    if (html !== undefined)
      return (
        <div
          className="contents"
          data-server-html=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React rendered on the server (StaticHtml), so already escaped
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    return (
      <div className="contents" data-server-html="">
        {children}
      </div>
    );
  }
  return (
    <div
      className="contents"
      data-server-html=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's HTML
      dangerouslySetInnerHTML={KEEP}
      suppressHydrationWarning
    />
  );
}
