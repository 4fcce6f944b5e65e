#!/usr/bin/env node
/**
 * Builds the browser side: one entry (ui/client.tsx) split into a chunk per page, the UnoCSS
 * stylesheet, public files, and worker/generated/client-manifest.json with the build id.
 * The build id is a hash of what the browser loads, so it changes exactly when clients must reload.
 * And the worker's side of React: its edge renderer with string chunks (ADR 185), which wrangler.toml's
 * [alias] puts in place of react-dom/server.edge.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { createGenerator } from 'unocss';
import unoConfig from '../ui/styles/uno.config.mjs';
import { oneShellChunk } from './lib/one-shell-chunk.mjs';
import { writeStringChunkRenderer } from './lib/string-chunk-renderer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/client');
const assetsDir = path.join(out, 'assets');

await fs.rm(out, { recursive: true, force: true });
await fs.mkdir(assetsDir, { recursive: true });

// Page id → source module, from the registry's `id: () => import('./path')` lines (the worker's
// table). Each page module is an entry of its own: the browser imports the one its document names
// (snapshot.assets.module), so the entry carries no table of every page's chunk.
const registry = await fs.readFile(path.join(root, 'ui/pages/registry.ts'), 'utf8');
const pageSources = new Map();
for (const [, id, spec] of registry.matchAll(/^\s*(\w+): \(\) => import\('(.+?)'\)/gm)) {
  const base = path.posix.join('ui/pages', spec.replace(/^\.\//, ''));
  const source = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(path.join(root, f)));
  if (!source) throw new Error(`No source for page ${id} (${base})`);
  pageSources.set(id, source);
}

const clientOptions = {
  absWorkingDir: root,
  entryPoints: ['ui/client.tsx', ...new Set(pageSources.values())],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: 'c/[name]-[hash]',
  minify: true,
  sourcemap: false,
  metafile: true,
  jsx: 'automatic',
  // Our runtime: React's, without data-testid unless the document switches test ids on (ui/jsx/jsx-runtime.ts).
  jsxImportSource: '#jsx',
  define: { 'process.env.NODE_ENV': process.env.DEBUG_REACT ? '"development"' : '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
};
// A form's validation (Conform and zod/mini through these) in one chunk; the fields in another,
// so a form that loads its validation on first use does not bring it with the page.
const FORMS_KIT = [
  'ui/components/forms/use-validated-form.ts',
  'ui/shared/schemas/form-fields.ts',
  'ui/shared/schemas/helpers.ts',
];
const FIELDS_KIT = ['ui/components/forms/fields.tsx'];
// The dialog and its focus, Escape and scroll handling: the slide-out menu and every dialog page.
const MODAL_KIT = ['ui/components/modal/Modal.tsx', 'ui/components/modal/overlay-hooks.ts'];
// The events' constants and time helpers: the pages showing events and the form's lazy schema
// share them, and esbuild otherwise cuts them into two small chunks each of those pages loads.
const EVENTS_KIT = ['ui/shared/events/model.ts', 'ui/shared/events/time.ts'];
// The app shell in one chunk, not ~20 fragments (ADR 112).
const result = await esbuild.build({
  ...clientOptions,
  plugins: [
    await oneShellChunk(clientOptions, {
      root,
      shell: 'ui/app/App.tsx',
      kits: [FORMS_KIT, FIELDS_KIT, MODAL_KIT, EVENTS_KIT],
      apart: ['ui/client/react-dom-client.ts'],
    }),
  ],
});

const url = (file) => `/${path.relative(out, path.join(root, file)).split(path.sep).join('/')}`;
const outputs = result.metafile.outputs;
// Entry source → its output file (the client, each page, each lazily imported module).
const chunkOfSource = new Map(
  Object.entries(outputs)
    .filter(([, o]) => o.entryPoint)
    .map(([file, o]) => [o.entryPoint, file]),
);
function chunkOf(source, what) {
  const chunk = chunkOfSource.get(source);
  if (!chunk) throw new Error(`No chunk for ${what} (${source})`);
  return chunk;
}
const entryFile = chunkOf('ui/client.tsx', 'the client entry');

// React DOM is all called while the page hydrates. V8 compiles a module's functions when first
// called, on the main thread; this comment (V8's explicit compile hints, Chromium 136+) has it
// compile them with the module, off the main thread while the chunk streams in. Without it,
// evaluating React DOM was a 51-57 ms task on Lighthouse's mobile CPU (ADR 189). Must be line 1.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const reactDomChunk = chunkOf('ui/client/react-dom-client.ts', "React DOM's start-up chunk");
await fs.writeFile(
  path.join(root, reactDomChunk),
  COMPILE_HINT + (await fs.readFile(path.join(root, reactDomChunk), 'utf8')),
);

/** Static imports of a chunk, transitively: what the page needs before it can hydrate. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, seen);
  return seen;
}

// The entry imports React DOM and then the app each on its own (ui/client.tsx, ADR 188): both are
// part of every page's start. The bootstrap script asks for every chunk after the first paint
// (worker/render/client-boot.ts): React DOM's (`afterPaint`, the same for every page) and the page's.
const shellClosure = closure(chunkOf('ui/client/hydrate.tsx', "the app's start-up chunk"), closure(entryFile));
const pageClosures = [...pageSources.values()].map((source) => closure(chunkOf(source, 'a page')));
const afterPaint = [...closure(reactDomChunk)].filter((f) => !pageClosures.some((c) => c.has(f)));
const entryClosure = new Set([...shellClosure].filter((f) => !afterPaint.includes(f)));
const pages = {};
const modules = {};
for (const [id, source] of pageSources) {
  const chunk = chunkOf(source, `page ${id}`);
  modules[id] = url(chunk);
  // Everything the page needs besides the entry itself: the entry's shared chunks and the page
  // chunk's closure. All are modulepreloaded from the document, so no chunk waits on another's
  // download (no request chain deeper than the entry → its imports).
  pages[id] = [...new Set([...entryClosure, ...closure(chunk)])].filter((f) => f !== entryFile).map(url);
}

// What a page adds when it shows a deferred part (ui/components/deferred-parts.ts).
const PARTS = {
  notificationBell: 'ui/components/notifications/NotificationBell.tsx',
  languagePrompt: 'ui/components/layout/LanguagePrompt.tsx',
  formModals: 'ui/components/forms/FormModals.tsx',
  shiftList: 'ui/components/events/ShiftList.tsx',
};
const parts = {};
for (const [part, source] of Object.entries(PARTS)) {
  parts[part] = [...closure(chunkOf(source, `the deferred part ${part}`))].filter((f) => !entryClosure.has(f)).map(url);
}

// Styles: UnoCSS utilities found in the UI sources, after the base sheet.
const uno = await createGenerator(unoConfig);
const sources = [];
for await (const file of walk(path.join(root, 'ui'))) {
  if (/\.(tsx|ts)$/.test(file) && !file.includes('.test.')) sources.push(await fs.readFile(file, 'utf8'));
}
const { css: utilities } = await uno.generate(sources.join('\n'), { preflights: true, minify: true });
const css = `${await fs.readFile(path.join(root, 'ui/styles/base.css'), 'utf8')}\n${utilities}`;
const cssName = `app-${hash(css).slice(0, 10)}.css`;
await fs.writeFile(path.join(assetsDir, cssName), css);

const sprite = await writeSprite();

const STATIC_SECURITY_HEADERS = staticSecurityHeaders();
await fs.cp(path.join(root, 'ui/public'), out, { recursive: true });
await fs.writeFile(
  path.join(out, '_headers'),
  [
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/*',
    ...STATIC_SECURITY_HEADERS.map((h) => `  ${h}`),
    '',
  ].join('\n'),
);

const hashed = createHash('sha256');
for (const file of Object.keys(outputs).sort()) hashed.update(await fs.readFile(path.join(root, file)));
hashed.update(css);
hashed.update(sprite.svg);
// The browser also caches, per build id, what the worker serves from these: the page's message
// catalogue and the edition's settings (worker/routes/messages.ts). A change to them must change
// the id, or a browser would keep the old texts forever and hydrate over a newer page.
const served = [];
for (const dir of ['locales', 'editions'])
  for await (const file of walk(path.join(root, dir))) if (!file.includes('.test.')) served.push(file);
for (const file of served.sort()) hashed.update(await fs.readFile(file));
const buildId = hashed.digest('hex').slice(0, 12);

const manifest = {
  buildId,
  css: `/assets/${cssName}`,
  entry: url(entryFile),
  afterPaint: afterPaint.map(url),
  sprite: sprite.url,
  modules,
  pages,
  parts,
};
await fs.mkdir(path.join(root, 'worker/generated'), { recursive: true });
await fs.writeFile(path.join(root, 'worker/generated/client-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeStringChunkRenderer(root);
console.log(`client build ${buildId}: ${Object.keys(outputs).length} files, ${Object.keys(pages).length} pages`);

/**
 * The icon sprite (ui/components/common/icon-sprite.ts, ADR 113): one hashed, immutable SVG that
 * pages `<use>`, so icon paths are in neither the HTML nor the JS. The module is TypeScript, so
 * esbuild bundles it for Node first.
 */
async function writeSprite() {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['ui/components/common/icon-sprite.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const { spriteSvg } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  const svg = spriteSvg();
  // Short: every icon on a page repeats this URL in its <use href>.
  const name = `i-${hash(svg).slice(0, 8)}.svg`;
  await fs.writeFile(path.join(assetsDir, name), svg);
  return { svg, url: `/assets/${name}` };
}

function hash(text) {
  return createHash('sha256').update(text).digest('hex');
}
async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Security headers of static files: served by the assets binding
 * without the worker, so pages' middleware never sees them. A file opened on its own (an SVG)
 * may load nothing and run nothing.
 */
function staticSecurityHeaders() {
  return [
    'X-Content-Type-Options: nosniff',
    "Content-Security-Policy: default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
  ];
}
