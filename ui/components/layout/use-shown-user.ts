import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import type { SessionUser } from '../../shared/snapshot';
import { useStores } from '../../stores/seed';

/**
 * The user the header and menus show: the page's user while the session lasts, nobody once it has
 * ended in the browser (expiry, or an API call answered 401). The session store is seeded from
 * the snapshot, so the server and the first browser render agree.
 */
export function useShownUser(): SessionUser | null {
  const { snapshot } = useApp();
  const { signedIn } = useSnapshot(useStores().session);
  return signedIn ? snapshot.user : null;
}
