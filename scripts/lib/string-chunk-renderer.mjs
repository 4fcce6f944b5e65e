/**
 * React's edge server renderer with string chunks (docs/decisions/185-react-renderer-string-chunks.md).
 *
 * React's edge build turns every piece of markup it writes — each attribute name, value and tag
 * end — into bytes at once (`TextEncoder.encode`, a new Uint8Array per piece) and copies them into
 * 4 KB views. A page is thousands of such pieces: in a CPU profile of the home page the native
 * encoding, attributed to `pushAttribute`, was a fifth of the worker's time. Node's build of the
 * same renderer keeps pieces as strings. This module makes the edge build do the same: pieces stay
 * strings, a flush joins them and encodes once when it completes (`completeWriting`, which every
 * flush reaches in its `finally`). The markup is the same byte for byte (scripts/lib/
 * string-chunk-renderer.test.ts renders pages with both builds and compares).
 *
 * Every edit must match exactly once, so a React upgrade that moves this code fails the build
 * loudly instead of shipping a half-applied edit; `react` and `react-dom` are pinned in package.json.
 */
import fs from 'node:fs';
import path from 'node:path';

/** [what the edit does, the original text (string or RegExp), its replacement] */
const EDITS = [
  [
    'writeChunk appends the piece to the flush text',
    /function writeChunk\(destination, chunk\) \{\n[\s\S]*?\n\}\nfunction writeChunkAndReturn/,
    'var pendingText = "";\nfunction writeChunk(destination, chunk) {\n  pendingText += chunk;\n}\nfunction writeChunkAndReturn',
  ],
  [
    // The text is taken before it is enqueued: if the stream refuses it (a reader that went
    // away), nothing of this response may stay behind for the next one.
    'completeWriting encodes the flush text once',
    /function completeWriting\(destination\) \{\n[\s\S]*?\n\}\n/,
    'function completeWriting(destination) {\n  if (0 < pendingText.length) {\n    var text = pendingText;\n    pendingText = "";\n    destination.enqueue(textEncoder.encode(text));\n  }\n}\n',
  ],
  [
    'pieces stay strings',
    'function stringToChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToChunk(content) {\n  return content;\n}',
  ],
  [
    'constant pieces stay strings',
    'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToPrecomputedChunk(content) {\n  return content;\n}',
  ],
  // React sizes segments only to decide when a large Suspense boundary is sent on its own; UTF-16
  // length stands in for UTF-8 bytes there (at most three times smaller for non-Latin text).
  [
    'a piece is measured by its length',
    'function byteLengthOfChunk(chunk) {\n  return chunk.byteLength;\n}',
    'function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}',
  ],
  [
    'a segment is measured by its pieces\u2019 lengths',
    'segmentByteSize += segment[i].byteLength;',
    'segmentByteSize += segment[i].length;',
  ],
  // A flush starts from nothing, as the original starts from an empty view (twice: at its start
  // and after the completed boundaries).
  ['a flush starts with no text', /currentView = new Uint8Array\(4096\);\n\s*writtenBytes = 0;/g, 'pendingText = "";'],
];

/** The edited source; throws when an edit does not match exactly as expected. */
export function toStringChunks(source) {
  let out = source;
  for (const [what, from, to] of EDITS) {
    const pattern =
      typeof from === 'string'
        ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
        : new RegExp(from.source, 'g');
    const count = [...out.matchAll(pattern)].length;
    const expected = from instanceof RegExp && from.global ? 2 : 1;
    if (count !== expected)
      throw new Error(
        `React string-chunk edit "${what}" matched ${count} times, expected ${expected}: React's edge renderer changed; see scripts/lib/string-chunk-renderer.mjs`,
      );
    out = out.replace(pattern, () => to);
  }
  // What is left of the byte-view machinery must be unused declarations only.
  for (const gone of ['currentView.', 'writtenBytes +=', '.byteLength']) {
    if (out.includes(gone))
      throw new Error(`React string-chunk renderer still uses "${gone}": see scripts/lib/string-chunk-renderer.mjs`);
  }
  return out;
}

/**
 * Writes the edited renderer to worker/generated/react-dom-server.edge.mjs, which wrangler.toml's
 * [alias] and the integration tests' alias put in place of `react-dom/server.edge`. It is an ES
 * module around React's CommonJS text (its two `require`s answered by imports, its `var`s in a function's scope), so every bundler
 * and test runner compiles it as the worker's own code.
 */
export function writeStringChunkRenderer(root) {
  const original = fs.readFileSync(
    path.join(root, 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'),
    'utf8',
  );
  const target = path.join(root, 'worker/generated/react-dom-server.edge.mjs');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const text = [
    "// Generated by scripts/lib/string-chunk-renderer.mjs from react-dom's edge production build: do not edit.",
    "import reactModule from 'react';",
    "import reactDomModule from 'react-dom';",
    'const exports = {};',
    "const modules = { react: reactModule, 'react-dom': reactDomModule };",
    '((require) => {',
    toStringChunks(original),
    '})((name) => modules[name]);',
    'export const { prerender, renderToReadableStream, resume, resumeAndPrerender, version } = exports;',
    "/** Tells a test that this module, not React's own, answers `react-dom/server.edge`. */",
    'export const stringChunks = true;',
    'export default exports;',
    '',
  ].join('\n');
  writeIfChanged(target, text);
  // `react-dom/server` (what @hono/react-renderer imports for renderToString) resolves to React's
  // edge entry, which would bundle React's own edge renderer beside this one: the same names from
  // this module and from the legacy string renderer instead.
  writeIfChanged(
    path.join(path.dirname(target), 'react-dom-server.mjs'),
    [
      '// Generated by scripts/lib/string-chunk-renderer.mjs: react-dom/server for the worker (ADR 185); do not edit.',
      "import legacy from '../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js';",
      "export { renderToReadableStream, resume, version } from './react-dom-server.edge.mjs';",
      'export const { renderToString, renderToStaticMarkup } = legacy;',
      '',
    ].join('\n'),
  );
  return target;
}

function writeIfChanged(file, text) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}
