import { escapeHtml } from '../lib/escape-html';
/**
 * The stand-in's "choose an account" page: a development tool like /dev/mail, in English only
 * (never shown to visitors of a deployment). It re-submits the authorization request with the
 * chosen identity as `login_hint`, or with scenario=deny to answer access_denied.
 */

export function standInChooserPage(query: Record<string, string>): string {
  const hidden = Object.entries(query)
    .filter(([name]) => !['login_hint', 'name', 'email_verified', 'scenario'].includes(name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const field = 'display:block;width:100%;padding:8px;margin:4px 0 12px;border:1px solid #ccc;border-radius:6px';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Google sign-in stand-in (development)</title><meta name="robots" content="none"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:20px">Google sign-in stand-in</h1>
<p>Development only: choose the identity this local provider vouches for.</p>
<form method="get" data-testid="stand-in-form">${hidden}
<label>E-mail<input type="email" name="login_hint" required autocomplete="email" style="${field}" data-testid="stand-in-email"></label>
<label>Name<input type="text" name="name" maxlength="100" autocomplete="name" style="${field}" data-testid="stand-in-name"></label>
<label style="display:block;margin-bottom:12px"><input type="checkbox" name="email_verified" value="false"> E-mail not verified</label>
<button type="submit" data-testid="stand-in-continue" style="padding:8px 16px">Continue</button>
<button type="submit" name="scenario" value="deny" formnovalidate data-testid="stand-in-deny" style="padding:8px 16px">Deny</button>
</form></body></html>`;
}
