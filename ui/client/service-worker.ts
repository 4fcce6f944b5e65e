/**
 * Registers the service worker (ADR 108). Production always; elsewhere only when a test or a
 * developer opts in (localStorage 'eco-sw' = '1'), so development never runs a worker by surprise.
 */
export function registerServiceWorker(production: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  let optedIn = false;
  try {
    optedIn = localStorage.getItem('eco-sw') === '1';
  } catch {
    // Storage disabled: no opt-in.
  }
  if (!production && !optedIn) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => console.warn('service worker not registered', error));
}
