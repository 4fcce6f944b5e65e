import type { ReactNode } from 'react';

/** The browser's props: keep whatever HTML the element already holds. */
const KEEP = { __html: '' };

/**
 * HTML the server renders and the browser keeps as it is, never hydrated (docs/decisions/164):
 * the home page drawn under /registration's dialog. The browser does not load that page's code,
 * and nothing in it can be used while the dialog is open (closing the dialog goes to the real
 * home page). React hydrates an element whose content is `dangerouslySetInnerHTML` without
 * touching its children, and leaves them alone on every later render while `__html` is unchanged.
 * `display: contents`, so the wrapper does not change the page's layout.
 */
export function ServerHtml({ children }: { children?: ReactNode }) {
  if (typeof document === 'undefined') return <div className="contents" data-server-html="">{children}</div>;
  return <div className="contents" data-server-html="" dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
