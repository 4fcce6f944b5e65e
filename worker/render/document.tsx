import { reactRenderer } from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import { App } from '../../ui/app/App';
import { HeadTags } from '../../ui/app/HeadTags';
import {
  formModalsPart,
  languagePromptPart,
  notificationBellPart,
  shiftListPart,
} from '../../ui/components/deferred-parts';
import { ShiftList } from '../../ui/components/events/ShiftList';
import { provideStaticRenderer } from '../../ui/components/common/StaticHtml';
import FormModals from '../../ui/components/forms/FormModals';
import { LanguagePrompt } from '../../ui/components/layout/LanguagePrompt';
import { NotificationBell } from '../../ui/components/notifications/NotificationBell';
import { serializeSnapshot, type Snapshot } from '../../ui/shared/snapshot';
import { createStores } from '../../ui/stores/seed';
import type { AppEnv } from '../env';
import { clientBoot } from './client-boot';
import { renderStatic } from './static-html';

// The worker renders with every part at hand; the browser loads a part when its page shows it.
notificationBellPart.provide(NotificationBell);
languagePromptPart.provide(LanguagePrompt);
formModalsPart.provide(FormModals);
shiftListPart.provide(ShiftList);
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
 * nonce is per response; the page's chunks and the client entry are asked for by React's bootstrap
 * script (client-boot.ts) after the first paint, so they carry the nonce.
 */
export const documentRenderer: MiddlewareHandler<AppEnv> = (c, next) => {
  const nonce = c.get('secureHeadersNonce');
  // The page's chunks, known once the page renders: the bootstrap script asks for them (client-boot.ts).
  let preload: readonly string[] = [];
  return reactRenderer(
    ({ children, snapshot }) => {
      if (!snapshot) return children;
      preload = snapshot.assets.preload ?? [];
      // The head is the server's alone (App's `head`): its SEO data and texts stay out of the block.
      // The chunk list stays out too: the bootstrap script asks for those chunks (client-boot.ts),
      // and in the browser that is all it would have done with it (about 1 KB a page).
      // And no messages or edition settings: the browser fetches them with the page's catalogue, one
      // immutable request per build (ADRs 114, 165; the edition's settings are 1-1.5 KB a page).
      const json = () =>
        serializeSnapshot({
          ...snapshot,
          seo: undefined,
          assets: { ...snapshot.assets, preload: undefined },
          messages: {},
          edition: undefined as never,
        });
      return (
        <App
          snapshot={snapshot}
          snapshotJson={json}
          stores={createStores(snapshot)}
          {...(nonce ? { nonce } : {})}
          head={(i18n) => <HeadTags snapshot={snapshot} i18n={i18n} nonce={nonce} />}
        >
          {children}
        </App>
      );
    },
    {
      stream: true,
      readableStreamOptions: {
        ...(nonce ? { nonce } : {}),
        // After the first paint (client-boot.ts), not as React's module tag that runs before it.
        // Read when the render starts, after the callback above has seen the page's snapshot.
        get bootstrapScriptContent() {
          return clientBoot(preload);
        },
        // After the shell has gone out an error cannot change the status: log it, never show it.
        onError(error) {
          console.error('render error', error);
        },
      },
    },
  )(c, next);
};
