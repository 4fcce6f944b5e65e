import { deferredPart } from '../app/deferred-part';
import { queryModal } from '../shared/share';
import type { Snapshot } from '../shared/snapshot';

/** The parts of the page only some visitors get (ui/app/deferred-part.tsx); the build names their chunks. */
export const notificationBellPart = deferredPart(() =>
  import('./notifications/NotificationBell').then((m) => m.NotificationBell),
);
export const languagePromptPart = deferredPart(() => import('./layout/LanguagePrompt').then((m) => m.LanguagePrompt));
/** The form modals of a `?modal=` link: open in the server's HTML, not only after hydration. */
export const formModalsPart = deferredPart(() => import('./forms/FormModals').then((m) => m.default));

export const DEFERRED_PARTS = {
  notificationBell: notificationBellPart,
  languagePrompt: languagePromptPart,
  formModals: formModalsPart,
} as const;
export type DeferredPartName = keyof typeof DEFERRED_PARTS;

/**
 * The parts a page shows, read from its snapshot: the worker preloads their chunks
 * (worker/render/assets.ts), the browser loads them before hydrating (ui/client.tsx).
 */
export function partsShown(snapshot: Pick<Snapshot, 'user' | 'languagePrompt' | 'url'>): DeferredPartName[] {
  return [
    ...(snapshot.user ? (['notificationBell'] as const) : []),
    ...(snapshot.languagePrompt ? (['languagePrompt'] as const) : []),
    ...(queryModal(searchOf(snapshot.url)) ? (['formModals'] as const) : []),
  ];
}

/** The query string of a path (`snapshot.url` is the path with prefix and query). */
export const searchOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
