import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { findMail, listMail, mailLinks } from '../services/mail-outbox';
import { escapeHtml } from '../lib/escape-html';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development outbox (docs/architecture.md "Mail"): /dev/mail lists messages with clickable links,
 * /dev/mail.json serves the same for tests, /dev/mail/:id shows one message's HTML part.
 * Mounted on the dev sub-app, which answers 404 in production. `?to=` filters by recipient.
 * A card breaks long links anywhere (overflow-wrap) so a signed link stays inside its edge.
 */
export function registerDevMail(dev: Hono<AppEnv>) {
  dev.get('/dev/mail.json', async (c) => {
    const mails = await listMail(c.env.DB, { to: c.req.query('to') });
    return c.json(
      mails.map((m) => ({ ...m, links: mailLinks(m.text) })),
      200,
      { 'cache-control': 'no-store' },
    );
  });

  dev.get('/dev/mail/:id', async (c) => {
    const mail = await findMail(c.env.DB, c.req.param('id'));
    if (!mail) notFound();
    return c.html(mail.html);
  });

  dev.get('/dev/mail', async (c) => {
    const mails = await listMail(c.env.DB, { to: c.req.query('to') });
    const items = mails
      .map(
        (
          m,
        ) => `<article data-testid="mail" style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0;overflow-wrap:anywhere">
<div><b>To:</b> <span data-testid="mail-to">${escapeHtml(m.to)}</span> · <b>${escapeHtml(m.template)}</b> · ${escapeHtml(m.locale)} · ${new Date(m.createdAt).toISOString()} · ${m.sentAt ? 'sent' : 'not sent'} · <a href="/dev/mail/${m.id}">HTML</a></div>
<h2 style="font-size:16px" data-testid="mail-subject">${escapeHtml(m.subject)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit">${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title><meta name="robots" content="none"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body style="font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem"><h1>Outbox (development)</h1><p>${mails.length} message(s), newest first.</p>${items || '<p>No messages.</p>'}</body></html>`,
      200,
      { 'cache-control': 'no-store' },
    );
  });
}
