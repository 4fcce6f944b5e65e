import { createContext, useContext } from 'react';
import { ref } from 'valtio';
import type { Snapshot } from '../shared/snapshot';
import { createNotificationsState, notificationsState, type NotificationsState } from './notifications';
import { createPageState, pageState, type PageState } from './page';
import { createSessionState, sessionState, type SessionState } from './session';
import { createUiState, uiState, type UiState } from './ui';

/**
 * The four Valtio stores, seeded from the one server snapshot (ADR 055). In the browser they
 * are the module singletons, seeded once before hydration; on the server every render gets its
 * own fresh set (a module-level store would be shared by concurrent requests). Components that
 * render store values read them through useStores(), so both sides render the same.
 */
export interface Stores {
  session: SessionState;
  notifications: NotificationsState;
  page: PageState;
  ui: UiState;
}

function seedStores(stores: Stores, snapshot: Snapshot): Stores {
  stores.session.signedIn = snapshot.user !== null;
  stores.session.tokenExpire = snapshot.user?.tokenExpire ?? null;
  stores.notifications.unread = snapshot.notifications?.unread ?? 0;
  stores.notifications.syncedAt = snapshot.notifications?.now ?? null;
  stores.page.page = snapshot.page;
  // Held as it is, not proxied: Valtio would wrap every object of the page's data (a finder page's
  // twenty points, a point's week of hours) on every server render and again before hydration,
  // and nothing changes it in place (pages take it as props).
  stores.page.data = snapshot.data !== null && typeof snapshot.data === 'object' ? ref(snapshot.data) : snapshot.data;
  stores.ui.languagePrompt = snapshot.languagePrompt;
  return stores;
}

/** A fresh, seeded set for one server render. */
export function createStores(snapshot: Snapshot): Stores {
  return seedStores(
    {
      session: createSessionState(),
      notifications: createNotificationsState(),
      page: createPageState(),
      ui: createUiState(),
    },
    snapshot,
  );
}

/** The browser's set: the singletons the rest of the client code also uses. */
export function seedBrowserStores(snapshot: Snapshot): Stores {
  return seedStores(
    { session: sessionState, notifications: notificationsState, page: pageState, ui: uiState },
    snapshot,
  );
}

export const StoresContext = createContext<Stores | null>(null);

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() outside <App>');
  return stores;
}
