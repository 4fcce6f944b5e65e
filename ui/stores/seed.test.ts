import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../shared/snapshot';
import { createStores } from './seed';

const snapshot = (over: Partial<Snapshot>) =>
  ({
    page: 'home',
    data: { a: 1 },
    user: null,
    notifications: null,
    languagePrompt: null,
    ...over,
  }) as unknown as Snapshot;

describe('stores seeded from the snapshot', () => {
  it('session, notifications, page data and UI flags start as the server rendered them', () => {
    const stores = createStores(
      snapshot({
        page: 'profile',
        data: { points: 3 },
        languagePrompt: 'ru-KZ',
        user: { id: 'u1', tokenExpire: 2_000_000_000 } as Snapshot['user'],
        notifications: { unread: 4, now: 1_700_000_000_000 },
      }),
    );
    expect(stores.session.signedIn).toBe(true);
    expect(stores.session.tokenExpire).toBe(2_000_000_000);
    expect(stores.notifications.unread).toBe(4);
    expect(stores.notifications.syncedAt).toBe(1_700_000_000_000);
    expect(stores.page).toMatchObject({ page: 'profile', data: { points: 3 } });
    expect(stores.ui.languagePrompt).toBe('ru-KZ');
    expect(stores.ui.menuOpen).toBe(false);
  });

  it('every server render gets its own set (concurrent requests never share a store)', () => {
    const a = createStores(
      snapshot({ notifications: { unread: 1, now: 1 }, user: { id: 'a', tokenExpire: 1 } as Snapshot['user'] }),
    );
    const b = createStores(snapshot({}));
    expect(a.notifications).not.toBe(b.notifications);
    expect(b.notifications.unread).toBe(0);
    expect(b.session.signedIn).toBe(false);
  });
});
