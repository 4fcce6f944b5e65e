import type { ReactElement, ReactNode } from 'react';
import { AppContext, useApp } from '../../app/context';
import { ServerHtml } from './ServerHtml';

/** Renders an element to HTML: the worker's renderer, remembered per key (worker/render/static-html.ts). */
type StaticRenderer = (key: string, element: () => ReactElement) => string;
let renderer: StaticRenderer | null = null;

/** The worker hands its renderer over once per isolate (worker/render/document.tsx). */
export function provideStaticRenderer(render: StaticRenderer | null): void {
  renderer = render;
}

/**
 * A part of the page that depends only on what `cacheKey` names (edition, locale, year), rendered
 * to HTML once per isolate and key, and kept by the browser as it is, never hydrated
 * (docs/decisions/187-static-parts-rendered-once.md): the footer's columns and its bottom line. Like
 * ServerHtml, the part must be links and text only, and never change in place; its key must name
 * everything it reads. Without a renderer (a component test) it renders its children in place.
 */
export function StaticHtml({ cacheKey, children }: { cacheKey: string; children: ReactNode }) {
  const app = useApp();
  // The browser keeps what the server sent; without a renderer the children render in place.
  if (typeof document !== 'undefined' || !renderer) return <ServerHtml>{children}</ServerHtml>;
  return (
    <ServerHtml
      html={renderer(`${cacheKey}|${app.snapshot.testIds ? 'ids' : ''}`, () => (
        <AppContext.Provider value={app}>{children}</AppContext.Provider>
      ))}
    />
  );
}
