import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The lines of one top-level table of wrangler.toml (`[name]` up to the next header). */
function table(toml: string, name: string): Map<string, string> {
  const out = new Map<string, string>();
  let inside = false;
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line.startsWith('[')) inside = line === `[${name}]`;
    else if (inside && line.includes('=')) {
      const [key, value] = line.split('=').map((s) => s.trim());
      out.set(key!, value!);
    }
  }
  return out;
}

describe('wrangler.toml observability (docs/operations.md "Seeing production")', () => {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');

  it('switches Workers Logs and traces on at the top level, which is production', () => {
    const top = table(toml, 'observability');
    expect(top.get('enabled')).toBe('true');
    expect(Number(top.get('head_sampling_rate'))).toBeGreaterThan(0);
    const logs = table(toml, 'observability.logs');
    expect(logs.get('enabled')).toBe('true');
    expect(logs.get('invocation_logs')).toBe('true');
    const traces = table(toml, 'observability.traces');
    expect(traces.get('enabled')).toBe('true');
    expect(Number(traces.get('head_sampling_rate'))).toBeGreaterThan(0);
  });
});
