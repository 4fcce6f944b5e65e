import type { ComponentType } from 'react';

/**
 * Where the header puts the notifications bell. The bell (its panel, toasts and socket) is for
 * signed-in visitors only, so it is not part of the entry chunk every guest downloads (issue 19's
 * 95 KB first-load budget). The worker provides it at start-up (worker/render/document.tsx); the
 * browser loads it before hydrating a signed-in page (ui/client.tsx), its chunk modulepreloaded
 * by the document (client manifest `signedIn`). So both sides render the same tree, and a guest
 * never fetches it. Until provided, the slot renders nothing.
 */
let Bell: ComponentType | null = null;

export function provideNotificationBell(component: ComponentType): void {
  Bell = component;
}

export function loadNotificationBell(): Promise<void> {
  return import('./NotificationBell').then((m) => provideNotificationBell(m.NotificationBell));
}

export function NotificationBellSlot() {
  return Bell ? <Bell /> : null;
}
