import { Hono } from 'hono';
import { z } from 'zod';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { THEME_COLOUR } from '../lib/theme';
import { notFound } from '../lib/errors';

/**
 * The installable web app (ADR 105): a manifest per edition and locale (`/manifest.webmanifest`,
 * `/ru-kz/manifest.webmanifest`) and the app-link files for the advertised mobile apps, which
 * exist only where the deployment configures them (APP_LINKS).
 */
export const webApp = new Hono<AppEnv>();

webApp.get('/manifest.webmanifest', (c) => {
  const edition = c.get('edition');
  const locale = c.get('locale');
  const { t } = c.get('i18n');
  const start = localizedPath(edition, locale, '/');
  const manifest = {
    id: start,
    name: t('share.defaultTitle', { brand: edition.brand }),
    short_name: edition.brand.split(' ')[0],
    description: t('share.defaultText', { brand: edition.brand }),
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return c.body(JSON.stringify(manifest), 200, {
    'content-type': 'application/manifest+json; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  });
});

/**
 * APP_LINKS (optional var, JSON): which apps may open this site's links.
 * {"android":[{"package":"org.example.ecoportal","sha256":["AB:CD:…"]}],
 *  "ios":{"appIds":["TEAMID.org.example.ecoportal"],"paths":["/charity-event/*","/recycling-points/*"]}}
 */
const AppLinks = z.object({
  android: z
    .array(
      z.object({
        package: z.string().min(1),
        sha256: z.array(z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/)).min(1),
      }),
    )
    .default([]),
  ios: z
    .object({ appIds: z.array(z.string().min(1)).min(1), paths: z.array(z.string().startsWith('/')).default(['*']) })
    .optional(),
});

function appLinks(env: Env) {
  const raw = (env as { APP_LINKS?: string }).APP_LINKS;
  if (!raw) return null;
  try {
    return AppLinks.parse(JSON.parse(raw));
  } catch {
    console.error('APP_LINKS is not valid; app-link files are off');
    return null;
  }
}

webApp.get('/.well-known/assetlinks.json', (c) => {
  const links = appLinks(c.env);
  if (!links || links.android.length === 0) notFound();
  return c.json(
    links.android.map((a) => ({
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: a.package, sha256_cert_fingerprints: a.sha256 },
    })),
    200,
    { 'cache-control': 'public, max-age=3600' },
  );
});

webApp.get('/.well-known/apple-app-site-association', (c) => {
  const ios = appLinks(c.env)?.ios;
  if (!ios) notFound();
  return c.json(
    { applinks: { details: [{ appIDs: ios.appIds, components: ios.paths.map((p) => ({ '/': p })) }] } },
    200,
    { 'cache-control': 'public, max-age=3600' },
  );
});
