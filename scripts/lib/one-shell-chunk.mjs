/**
 * Chunk shaping for the client build. esbuild puts modules reached by the
 * same set of entries (the client entry, each page, each lazy component) into one chunk. The app
 * shell (layout, header, footer, stores) is reached by the entry and by a different subset of
 * pages for each of its modules, so it came out as ~20 fragments of 0.2–3 KB: each its own
 * request and gzip stream, 5–7 KB more per page than the same code in one file.
 *
 * The plugin appends a bare import of the shell to every other entry (the shell is loaded before
 * any page anyway), so all of the shell is reached by every entry and forms one chunk. A kit (a
 * list of modules) works the same way for the entries that reach any part of it: the form kit
 * (fields, Conform, zod/mini) was six chunks on the login page and is now one (110.7 → 109.6 KB).
 * Nothing is duplicated; an entry may load a kit module it does not call. The form fields are a kit
 * of their own: a page whose form loads its validation on first use (LazyConform.tsx: the login,
 * registration and recovery pages) takes the fields without Conform and zod. A first pass finds the
 * entries and what each reaches. (A kit of the event card's parts saved 0.1–0.2 KB and made the
 * event page load the card it does not show: not worth one.)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** `apart`: entries that must not bring the shell (React DOM's start-up chunk, evaluated before it, ADR 188). */
export async function oneShellChunk(options, { root, shell, kits = [], apart = [] }) {
  const probe = await esbuild.build({ ...options, write: false, minify: false, logLevel: 'silent' });
  const client = options.entryPoints[0];
  const entries = new Set(
    Object.values(probe.metafile.outputs)
      .map((o) => o.entryPoint)
      .filter((e) => e && e !== client && !apart.includes(e))
      .map((e) => path.join(root, e)),
  );
  const shellPath = path.join(root, shell);
  const { inputs } = probe.metafile;
  const closure = (file, seen = new Set()) => {
    if (seen.has(file) || !inputs[file]) return seen;
    seen.add(file);
    for (const imp of inputs[file].imports)
      if (imp.kind === 'import-statement' && !imp.external) closure(imp.path, seen);
    return seen;
  };
  const shellModules = closure(shell);
  const kitClosures = kits.map(
    (members) => new Set([...members.flatMap((m) => [...closure(m)])].filter((m) => !shellModules.has(m))),
  );
  // A kit is added to the entries that reach a module only it holds: a module two kits share (the
  // validation rules both the fields and the schemas use) does not pull in the heavier kit.
  const kitModules = kits.map((members, i) => ({
    members,
    modules: new Set([...kitClosures[i]].filter((m) => !kitClosures.some((other, j) => j !== i && other.has(m)))),
  }));
  // Entry → the kit modules it imports besides the shell.
  const extra = new Map();
  for (const abs of entries) {
    const rel = path.relative(root, abs).split(path.sep).join('/');
    const reach = closure(rel);
    const add = [];
    for (const kit of kitModules)
      if ([...reach].some((m) => kit.modules.has(m)))
        add.push(...kit.members.filter((m) => m !== rel).map((m) => path.join(root, m)));
    extra.set(abs, add);
  }
  return {
    name: 'one-shell-chunk',
    setup(build) {
      build.onLoad({ filter: /\/ui\/.*\.tsx?$/ }, async (args) => {
        if (!entries.has(args.path)) return undefined;
        const source = await fs.readFile(args.path, 'utf8');
        const imports = [shellPath, ...extra.get(args.path)].map((target) => {
          const specifier = path.relative(path.dirname(args.path), target).split(path.sep).join('/');
          return `import ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};`;
        });
        return { contents: `${source}\n${imports.join('\n')}\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
