import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toStringChunks } from './string-chunk-renderer.mjs';

describe('the string-chunk renderer (ADR 185)', () => {
  it('writes the same document, byte for byte, as React\u2019s edge build, and nothing of a cancelled response into the next', () => {
    const out = execFileSync(process.execPath, [path.join(__dirname, 'string-chunk-renderer.fixture.mjs')], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    const { before, after, next } = JSON.parse(out) as { before: string; after: string; next: string };
    expect(after).toBe(before);
    expect(before).toContain('Готово — Дайын'); // the suspended part, streamed in a later flush
    expect(before).toContain('nonce="n0nce"');
    expect(before.length).toBeGreaterThan(8000); // past two of the original's 4 KB views
    expect(next).toBe('<p>next</p>');
  });

  it('fails loudly when React\u2019s source no longer has what the edits expect', () => {
    expect(() => toStringChunks('function writeChunk(destination, chunk) {}')).toThrow(/React string-chunk edit/);
  });
});
