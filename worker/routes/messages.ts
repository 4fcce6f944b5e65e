import { Hono } from 'hono';
import { z } from 'zod';
import type { Locale } from '../../editions/types';
import { pickNamespaces } from '../../ui/shared/i18n';
import type { AppEnv } from '../env';
import { messagesFor } from '../i18n/messages';
import { notFound } from '../lib/errors';
import { clientManifest } from '../render/assets';

/**
 * A page's whole message catalogue (ADR 052): the document carries only the keys its server
 * render used; the browser fetches the rest here before hydrating. One URL per build, locale and
 * namespace list, so it is cached for good (a new build changes the URL).
 */
export const messagesRoute = new Hono<AppEnv>();

const query = z.object({
  ns: z.string().max(400).check(z.regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)),
});

messagesRoute.get('/:buildId/:file', (c) => {
  const edition = c.get('edition');
  const locale = c.req.param('file').replace(/\.json$/, '') as Locale;
  const parsed = query.safeParse({ ns: c.req.query('ns') ?? '' });
  if (!edition.locales.includes(locale) || !parsed.success) notFound();
  const messages = messagesFor(locale, edition.defaultLocale);
  const namespaces = parsed.data.ns.split(',').filter((ns) => Object.hasOwn(messages, ns));
  const current = c.req.param('buildId') === clientManifest.buildId;
  return c.json(pickNamespaces(messages, namespaces), 200, {
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
  });
});
