import { reactRenderer } from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import { App } from '../../ui/app/App';
import { HeadTags } from '../../ui/app/HeadTags';
import { languagePromptPart, notificationBellPart } from '../../ui/components/deferred-parts';
import { provideStaticRenderer } from '../../ui/components/common/StaticHtml';
import { LanguagePrompt } from '../../ui/components/layout/LanguagePrompt';
import { NotificationBell } from '../../ui/components/notifications/NotificationBell';
import { serializeSnapshot, type Snapshot } from '../../ui/shared/snapshot';
import { createStores } from '../../ui/stores/seed';
import type { AppEnv } from '../env';
import { CLIENT_BOOT } from './client-boot';
import { renderStatic } from './static-html';

// The worker renders with every part at hand; the browser loads a part when its page shows it.
notificationBellPart.provide(NotificationBell);
languagePromptPart.provide(LanguagePrompt);
// Parts that depend only on edition, locale and year are rendered once per isolate (ADR 187).
provideStaticRenderer(renderStatic);

declare module '@hono/react-renderer' {
  interface Props {
    /** The page's state; without one the element is rendered as the whole document (dev tools). */
    snapshot?: Snapshot;
  }
}

/**
 * The document shell for `c.render(<Page data={…} />, { snapshot })` (docs/architecture.md: route handler →
 * c.render). @hono/react-renderer streams it with React's renderToReadableStream (`stream: true`):
 * the shell goes out first, suspended parts as they resolve. Created per request because the CSP
 * nonce is per response; the client entry is added by React's bootstrap script (client-boot.ts),
 * so it carries the nonce.
 */
export const documentRenderer: MiddlewareHandler<AppEnv> = (c, next) => {
  const nonce = c.get('secureHeadersNonce');
  return reactRenderer(
    ({ children, snapshot }) => {
      if (!snapshot) return children;
      // The head is the server's alone (App's `head`): its SEO data and texts stay out of the block.
      // The chunk list stays out too: React has already put it into <head> as modulepreload links,
      // and in the browser those links are all it would have done with it (about 1 KB a page).
      // And no messages or edition settings: the browser fetches them with the page's catalogue, one
      // immutable request per build (ADRs 114, 165; the edition's settings are 1-1.5 KB a page).
      const json = () => serializeSnapshot({ ...snapshot, seo: undefined, assets: { ...snapshot.assets, preload: undefined }, messages: {}, edition: undefined as never });
      return (
        <App snapshot={snapshot} snapshotJson={json} stores={createStores(snapshot)} {...(nonce ? { nonce } : {})}
          head={(i18n) => <HeadTags snapshot={snapshot} i18n={i18n} nonce={nonce} />}>
          {children}
        </App>
      );
    },
    {
      stream: true,
      readableStreamOptions: {
        ...(nonce ? { nonce } : {}),
        // After the first paint (client-boot.ts), not as React's module tag that runs before it.
        bootstrapScriptContent: CLIENT_BOOT,
        // After the shell has gone out an error cannot change the status: log it, never show it.
        onError(error) {
          console.error('render error', error);
        },
      },
    },
  )(c, next);
};
