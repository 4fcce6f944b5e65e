/**
 * Chunk shaping for the client build (issue 19, ADR 112). esbuild puts modules reached by the
 * same set of entries (the client entry, each page, each lazy component) into one chunk. The app
 * shell (layout, header, footer, stores) is reached by the entry and by a different subset of
 * pages for each of its modules, so it came out as ~20 fragments of 0.2–3 KB: each its own
 * request and gzip stream, 5–7 KB more per page than the same code in one file.
 *
 * The plugin appends a bare import of the shell to every other entry (the shell is loaded before
 * any page anyway), so all of the shell is reached by every entry and forms one chunk. Nothing is
 * duplicated. A first pass finds the entries. (Doing the same for the event card's parts saved
 * 0.1–0.2 KB and made the event page load the card it does not show: not worth a rule.)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

export async function oneShellChunk(options, { root, shell }) {
  const probe = await esbuild.build({ ...options, write: false, minify: false, logLevel: 'silent' });
  const client = options.entryPoints[0];
  const entries = new Set(
    Object.values(probe.metafile.outputs).map((o) => o.entryPoint).filter((e) => e && e !== client).map((e) => path.join(root, e)),
  );
  const shellPath = path.join(root, shell);
  return {
    name: 'one-shell-chunk',
    setup(build) {
      build.onLoad({ filter: /\/ui\/.*\.tsx?$/ }, async (args) => {
        if (!entries.has(args.path)) return undefined;
        const source = await fs.readFile(args.path, 'utf8');
        const specifier = path.relative(path.dirname(args.path), shellPath).split(path.sep).join('/');
        return { contents: `${source}\nimport ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
