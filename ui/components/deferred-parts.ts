import { deferredPart } from '../app/deferred-part';
import type { Snapshot } from '../shared/snapshot';

/** The parts of the page only some visitors get (ui/app/deferred-part.tsx); the build names their chunks. */
export const notificationBellPart = deferredPart(() => import('./notifications/NotificationBell').then((m) => m.NotificationBell));
export const languagePromptPart = deferredPart(() => import('./layout/LanguagePrompt').then((m) => m.LanguagePrompt));

export const DEFERRED_PARTS = { notificationBell: notificationBellPart, languagePrompt: languagePromptPart } as const;
export type DeferredPartName = keyof typeof DEFERRED_PARTS;

/**
 * The parts a page shows, read from its snapshot: the worker preloads their chunks
 * (worker/render/assets.ts), the browser loads them before hydrating (ui/client.tsx).
 */
export function partsShown(snapshot: Pick<Snapshot, 'user' | 'languagePrompt'>): DeferredPartName[] {
  return [...(snapshot.user ? (['notificationBell'] as const) : []), ...(snapshot.languagePrompt ? (['languagePrompt'] as const) : [])];
}
