import { deferredPart } from '../app/deferred-part';

/** The parts of the page only some visitors get (ui/app/deferred-part.tsx); the build names their chunks. */
export const notificationBellPart = deferredPart(() => import('./notifications/NotificationBell').then((m) => m.NotificationBell));
export const languagePromptPart = deferredPart(() => import('./layout/LanguagePrompt').then((m) => m.LanguagePrompt));
