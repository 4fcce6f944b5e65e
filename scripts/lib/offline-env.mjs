/**
 * Environment for every wrangler run from this repository's scripts (npm install's type
 * generation, npm run dev, the browser tests): local work never reaches the internet.
 *  - WRANGLER_SEND_METRICS=false: no usage metrics.
 *  - WRANGLER_HIDE_BANNER=true: no banner, and with it no npm registry update check (wrangler runs
 *    that check only to print "update available" in the banner or beside an error).
 *  - CLOUDFLARE_CF_FETCH_ENABLED=false: miniflare does not download workers.cloudflare.com/cf.json
 *    (the request.cf placeholder is enough locally; offline it logged getaddrinfo ENOTFOUND).
 */
export const OFFLINE_WRANGLER_ENV = Object.freeze({
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
});

/** `env` with the offline switches on (always: development never reaches Cloudflare's servers). */
export function offlineEnv(env = process.env) {
  return { ...env, ...OFFLINE_WRANGLER_ENV };
}
