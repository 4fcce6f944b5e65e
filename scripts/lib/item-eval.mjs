/**
 * Loads the evaluation runner (test/item-eval/run.ts, TypeScript over the dictionary) by bundling
 * it with esbuild into a temporary module, then runs it. Used by scripts/item-eval.mjs and bench.mjs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function itemEvalTable() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'item-eval-'));
  const outfile = path.join(dir, 'run.mjs');
  try {
    await esbuild.build({
      entryPoints: [path.join(root, 'test/item-eval/run.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'silent',
    });
    const { runEval } = await import(pathToFileURL(outfile).href);
    return runEval(path.join(root, 'test/fixtures/item-eval'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
