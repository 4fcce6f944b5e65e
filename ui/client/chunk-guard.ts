/**
 * The chunk reload guard (docs/product.md §4.9, §7): after a deploy, an open page may ask for a chunk of the
 * old build that is gone. Reloading fetches fresh HTML naming the new chunks, but a chunk that is
 * missing for another reason must not make the page reload forever: at most one reload per path
 * within RELOAD_WINDOW_MS, remembered in session storage.
 */
export const RELOAD_WINDOW_MS = 10_000;
const STORAGE_KEY = 'chunkReloads';

/** Messages Chromium, Firefox and Safari give a failed dynamic import or module script. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return CHUNK_ERROR.test(message);
}

interface GuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  path: string;
  reload: () => void;
}

/** Reloads unless this path was already reloaded for a chunk within the window. Returns whether it did. */
export function reloadOnce(deps: GuardDeps): boolean {
  let seen: Record<string, number> = {};
  try {
    seen = JSON.parse(deps.storage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    seen = {};
  }
  const last = seen[deps.path];
  if (typeof last === 'number' && deps.now - last < RELOAD_WINDOW_MS) return false;
  // Without storage there is no memory across reloads: never reload then (no loop possible).
  if (!deps.storage) return false;
  const fresh = Object.fromEntries(Object.entries(seen).filter(([, at]) => deps.now - at < RELOAD_WINDOW_MS));
  try {
    deps.storage.setItem(STORAGE_KEY, JSON.stringify({ ...fresh, [deps.path]: deps.now }));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

function browserStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** For a caught error: reloads once when it is a chunk that failed to load. */
export function recoverFromChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOnce({
    storage: browserStorage(),
    now: Date.now(),
    path: location.pathname,
    reload: () => location.reload(),
  });
}

/** Catches chunk failures nobody awaited (lazy components, prefetches). */
export function installChunkGuard(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (recoverFromChunkError(event.reason)) event.preventDefault();
  });
}
