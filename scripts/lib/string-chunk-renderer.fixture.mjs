/**
 * Run by string-chunk-renderer.test.ts in a Node process of its own with NODE_ENV=production (the
 * renderers are React's production builds and must share React's production build): renders the
 * same page with React's edge build and with the edited one, prints both results as JSON.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeStringChunkRenderer } from './string-chunk-renderer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { createElement: h, Suspense, use, useId } = require('react');
const { preloadModule } = require('react-dom');
const original = require(
  path.join(root, 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'),
).renderToReadableStream;
const { renderToReadableStream: edited } = await import(pathToFileURL(writeStringChunkRenderer(root)).href);

async function read(stream) {
  const parts = [];
  for (const reader = stream.getReader(); ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

function Later({ text }) {
  return h('p', { className: 'later' }, use(text));
}

function Labelled() {
  const id = useId();
  return h('label', { htmlFor: id }, 'Имя', h('input', { id, name: 'name', required: true, defaultValue: 'Әлия' }));
}

/** Every kind of piece the renderer writes: attributes, styles, escaping, multi-byte text, hoisted resources, a suspended part. */
function page(later) {
  preloadModule('/assets/page-abc.js');
  const long = 'Пункт приёма — батарейки, пластик ♻️ '.repeat(200); // well past one 4 KB view
  return h(
    'html',
    { lang: 'kk-KZ' },
    h(
      'head',
      null,
      h('title', null, 'Қайта өңдеу <& "порталы">'),
      h('meta', { name: 'description', content: 'a "quoted" & <tagged> text' }),
    ),
    h(
      'body',
      { className: 'page' },
      h(
        'main',
        { style: { marginTop: 4, '--accent': '#37927B', lineHeight: 1.5 } },
        h('a', { href: 'javascript:alert(1)', 'aria-label': 'ссылка', 'data-x': 'y' }, 'Ссылка'),
        h(
          'svg',
          { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true },
          h('use', { xlinkHref: '#icon' }),
        ),
        h('button', { type: 'button', disabled: true, tabIndex: -1 }, 'Кнопка'),
        h('p', null, long, 'Ünïcödé 🌍 ', 42, ' ', null, false),
        h(Labelled),
        h(
          'ul',
          null,
          ...Array.from({ length: 30 }, (_, i) =>
            h('li', { key: i, className: i % 2 ? 'odd' : 'even' }, `Элемент ${i}`),
          ),
        ),
        h(Suspense, { fallback: h('p', null, 'Загрузка…') }, h(Later, { text: later })),
      ),
    ),
  );
}

function laterText(ms) {
  return new Promise((resolve) => setTimeout(() => resolve('Готово — Дайын'), ms));
}

const options = { nonce: 'n0nce', bootstrapScriptContent: 'window.boot()', onError() {} };
const before = await read(await original(page(laterText(5)), options));
const after = await read(await edited(page(laterText(5)), options));

// A reader that goes away mid-stream: nothing of that response may reach the next one.
const cancelled = await edited(page(laterText(5)), { onError() {} });
await cancelled.cancel();
await new Promise((r) => setTimeout(r, 20));
const next = await read(await edited(h('p', null, 'next')));

process.stdout.write(JSON.stringify({ before, after, next }));
