/**
 * docs/product.md §4.9 app updates, for a multi-page app: every hour compare the latest build id with ours;
 * once they differ, the next navigation must load fresh HTML. Ordinary link clicks already do;
 * what could still show the old build is the back/forward cache, so such restores reload.
 */
const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export function startBuildCheck(currentBuildId: string, interval = BUILD_CHECK_INTERVAL_MS): () => void {
  let outdated = false;
  const check = async () => {
    try {
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) return;
      const body = (await response.json()) as { buildId?: unknown };
      if (typeof body.buildId === 'string' && body.buildId !== currentBuildId) {
        outdated = true;
        window.dispatchEvent(new CustomEvent('app:update-available', { detail: body.buildId }));
      }
    } catch {
      // Offline or a deploy in progress: try again next hour.
    }
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (outdated && event.persisted) window.location.reload();
  };
  const timer = window.setInterval(check, interval);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pageshow', onPageShow);
  };
}
