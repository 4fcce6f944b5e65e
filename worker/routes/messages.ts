import { Hono } from 'hono';
import { z } from 'zod';
import type { Locale } from '../../editions/types';
import { pickNamespaces } from '../../ui/shared/i18n';
import type { PageCatalogue } from '../../ui/shared/snapshot';
import type { AppEnv } from '../env';
import { messagesFor } from '../i18n/messages';
import { notFound } from '../lib/errors';
import { clientManifest } from '../render/assets';

/**
 * A page's whole message catalogue (ADR 052, 114) and the edition's settings (ADR 165): the
 * document carries neither; the browser fetches them here before hydrating. One URL per build,
 * locale and namespace list, so it is cached for good (a new build, which a change to the
 * locales or editions makes too, changes the URL). The locale names the edition: each locale
 * belongs to exactly one, and the host must serve it.
 */
export const messagesRoute = new Hono<AppEnv>();

const query = z.object({
  ns: z
    .string()
    .max(400)
    .check(z.regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)),
});

messagesRoute.get('/:buildId/:file', (c) => {
  const edition = c.get('edition');
  const locale = c.req.param('file').replace(/\.json$/, '') as Locale;
  const parsed = query.safeParse({ ns: c.req.query('ns') ?? '' });
  if (!edition.locales.includes(locale) || !parsed.success) notFound();
  const messages = messagesFor(locale, edition.defaultLocale);
  const namespaces = parsed.data.ns.split(',').filter((ns) => Object.hasOwn(messages, ns));
  const current = c.req.param('buildId') === clientManifest.buildId;
  const body: PageCatalogue = { edition, messages: pickNamespaces(messages, namespaces) };
  return c.json(body, 200, {
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
  });
});
