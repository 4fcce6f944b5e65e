#!/usr/bin/env node
/**
 * Creates a review-console manager, or grants the manager role to an existing account:
 *
 *   npm run manager:create -- --email anna@example.org --name "Anna Petrova"            # local D1
 *   npm run manager:create -- --email anna@example.org --name "Anna Petrova" --password Secret123   # local only
 *   npm run manager:create -- --email anna@example.org --name "Anna Petrova" --remote --origin https://portal.example
 *
 * Without --password it issues a single-use set-password link (7 days), queues it as an e-mail in
 * the outbox (delivered by the worker's adapter in production, shown at /dev/mail locally) and
 * prints it. Options: --locale ru-RU|ru-KZ|kk-KZ|es-AR|en-US, --edition ru|kz|international,
 * --persist-to DIR (local state, default .wrangler/state), --origin URL (link origin).
 * Every run writes an audit_log row (subject user, action grant_role, no actor).
 */
import { spawnSync } from 'node:child_process';
import { createHash, pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'];
const EDITION_OF = { 'ru-RU': 'ru', 'ru-KZ': 'kz', 'kk-KZ': 'kz', 'es-AR': 'international', 'en-US': 'international' };
/** The edition brand, read from editions/<id>.ts (plain data) so it never drifts. */
const brandOf = (edition) => {
  const file = { ru: 'ru', kz: 'kz', international: 'international' }[edition];
  return (
    /brand:\s*'([^']+)'/.exec(fs.readFileSync(path.join(root, 'editions', `${file}.ts`), 'utf8'))?.[1] ?? 'EcoPortal'
  );
};
// Must equal PBKDF2_ITERATIONS / PASSWORD_ALGORITHM in worker/lib/password.ts (as scripts/seed.mjs).
const ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2-sha256';
const TTL_MS = 7 * 24 * 60 * 60 * 1000;

function fail(message) {
  console.error(`manager:create: ${message}`);
  process.exit(2);
}

function parseArgs(argv) {
  const out = { remote: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--remote') out.remote = true;
    else if (arg === '--help' || arg === '-h') out.help = true;
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) fail(`--${key} needs a value`);
      out[key] = value;
    } else fail(`unexpected argument ${arg}`);
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
if (args.help) {
  console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(0);
}
const email = String(args.email ?? '')
  .trim()
  .toLowerCase();
const name = String(args.name ?? '').trim();
if (!/^[^\s@]{1,64}@[^\s@]{1,66}\.[^\s@]+$/.test(email)) fail('--email must be a valid e-mail address');
if (!name || name.length > 100) fail('--name is required (at most 100 characters)');
const locale = args.locale ?? 'ru-RU';
if (!LOCALES.includes(locale)) fail(`--locale must be one of ${LOCALES.join(', ')}`);
const edition = args.edition ?? EDITION_OF[locale];
if (!['ru', 'kz', 'international'].includes(edition)) fail('--edition must be ru, kz or international');
if (args.password !== undefined) {
  if (args.remote) fail('--password is for local databases only; remote managers set theirs from the e-mailed link');
  if (args.password.length < 8 || args.password.length > 20) fail('--password must be 8 to 20 characters');
}

const q = (v) =>
  v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
const now = Date.now();
const sql = [
  // A new account (an existing one keeps its name, locale and password).
  `INSERT OR IGNORE INTO users (id, email, name, locale, edition, status, email_verified_at, profile_id, payment_account_id, created_at, updated_at) VALUES (${[
    randomUUID(),
    email,
    name,
    locale,
    edition,
    args.password ? 'active' : 'pending',
    args.password ? now : null,
    randomUUID(),
    randomUUID(),
    now,
    now,
  ]
    .map(q)
    .join(', ')});`,
  `INSERT OR IGNORE INTO user_roles (user_id, role) SELECT id, 'manager' FROM users WHERE email = ${q(email)};`,
  `INSERT INTO audit_log (id, user_id, subject_type, subject_id, action, from_status, to_status, comment, created_at) SELECT ${q(randomUUID())}, NULL, 'user', id, 'grant_role', NULL, 'manager', ${q(`scripts/manager-create.mjs${args.remote ? ' --remote' : ''}`)}, ${now} FROM users WHERE email = ${q(email)};`,
];

let link = null;
if (args.password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(args.password, salt, ITERATIONS, 32, 'sha256');
  sql.push(
    `UPDATE users SET password_hash = ${q(hash.toString('base64url'))}, password_salt = ${q(salt.toString('base64url'))}, password_iterations = ${ITERATIONS}, password_algorithm = ${q(ALGORITHM)}, status = 'active', email_verified_at = COALESCE(email_verified_at, ${now}), updated_at = ${now} WHERE email = ${q(email)};`,
  );
} else {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('base64url');
  // Locally each edition has its own development host (editions/index.ts DEV_HOSTS).
  const devHost = { ru: 'localhost', kz: 'kz.localhost', international: 'intl.localhost' }[edition];
  const origin = (args.origin ?? (args.remote ? '' : `http://${devHost}:${process.env.PORT ?? 8787}`)).replace(
    /\/+$/,
    '',
  );
  // The locale prefix, where the edition offers more than one locale and this is not its default.
  const prefix = locale === 'ru-KZ' ? '/ru-kz' : '';
  link = `${origin}${prefix}/recovery?token=${token}`;
  sql.push(
    `INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) SELECT ${q(tokenHash)}, 'recovery', id, ${now}, ${now + TTL_MS} FROM users WHERE email = ${q(email)};`,
  );
  // The e-mail, in the chosen locale (texts from locales/*.json: mail.review.managerInvite).
  const messages = JSON.parse(fs.readFileSync(path.join(root, 'locales', `${locale}.json`), 'utf8'));
  const params = { brand: brandOf(edition), name };
  const t = (key) => {
    const text = key.split('.').reduce((node, part) => node?.[part], messages);
    return typeof text === 'string' ? text.replace(/\{(\w+)\}/g, (m, k) => params[k] ?? m) : key;
  };
  const k = (part) => t(`mail.review.managerInvite.${part}`);
  const text = [
    t('mail.greeting'),
    '',
    k('intro'),
    '',
    `${k('action')}: ${link}`,
    '',
    k('outro'),
    '',
    t('mail.signature'),
  ].join('\n');
  const esc = (s) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px"><p>${esc(t('mail.greeting'))}</p><p>${esc(k('intro'))}</p><p><a href="${esc(link)}">${esc(k('action'))}</a></p><p>${esc(k('outro'))}</p><p>${esc(t('mail.signature'))}</p></body></html>`;
  sql.push(
    `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at) VALUES (${[
      randomUUID(),
      email,
      k('subject'),
      text,
      html,
      locale,
      edition,
      'review.managerInvite',
      now,
    ]
      .map(q)
      .join(', ')});`,
  );
}

const file = path.join(fs.mkdtempSync(path.join(root, '.wrangler-manager-')), 'manager.sql');
fs.writeFileSync(file, `${sql.join('\n')}\n`);
const target = args.remote
  ? ['--remote']
  : ['--local', '--persist-to', args['persist-to'] ?? path.join(root, '.wrangler/state')];
const result = spawnSync(
  path.join(root, 'node_modules/.bin/wrangler'),
  ['d1', 'execute', 'DB', ...target, '--file', file, ...(args.remote ? ['--yes'] : [])],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  },
);
fs.rmSync(path.dirname(file), { recursive: true, force: true });
if (result.status !== 0) {
  console.error(`manager:create: wrangler d1 execute failed\n${result.stdout}\n${result.stderr}`);
  process.exit(1);
}
console.log(`manager:create: ${email} has the manager role (${args.remote ? 'remote' : 'local'} database).`);
if (args.password) console.log('Sign in with the password you gave.');
else
  console.log(
    `Set-password link (valid 7 days, also queued as an e-mail${args.remote ? '' : ', see /dev/mail'}):\n  ${link}`,
  );
