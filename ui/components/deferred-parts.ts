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

/** An event's roles and shifts with per-slot sign-up: only events that have slots load it. */
export const shiftListPart = deferredPart(() => import('./events/ShiftList').then((m) => m.ShiftList));

export const DEFERRED_PARTS = {
  notificationBell: notificationBellPart,
  languagePrompt: languagePromptPart,
  formModals: formModalsPart,
  shiftList: shiftListPart,
} as const;
export type DeferredPartName = keyof typeof DEFERRED_PARTS;

/**
 * The parts a page shows, read from its snapshot: the worker preloads their chunks
 * (worker/render/assets.ts), the browser loads them before hydrating (ui/client.tsx).
 */
export function partsShown(
  snapshot: Pick<Snapshot, 'user' | 'languagePrompt' | 'url' | 'page' | 'data'>,
): DeferredPartName[] {
  return [
    ...(snapshot.user ? (['notificationBell'] as const) : []),
    ...(snapshot.languagePrompt ? (['languagePrompt'] as const) : []),
    ...(queryModal(searchOf(snapshot.url)) ? (['formModals'] as const) : []),
    ...(snapshot.page === 'charityEvent' && hasSlots(snapshot.data) ? (['shiftList'] as const) : []),
  ];
}

/** The event page's data lists slots (ui/pages/charity-events/EventPage.tsx renders the part then). */
const hasSlots = (data: unknown): boolean => {
  const slots = (data as { slots?: unknown } | null)?.slots;
  return Array.isArray(slots) && slots.length > 0;
};

/** The query string of a path (`snapshot.url` is the path with prefix and query). */
export const searchOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
