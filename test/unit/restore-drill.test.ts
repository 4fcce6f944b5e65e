import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { restoreDrill } from '../../scripts/restore-drill.mjs';

/** docs/operations.md "Backups and restore": the local rehearsal must pass end to end. */
describe('restore drill', () => {
  it('exports a seeded D1, breaks it, restores it and gets every table back', async () => {
    const lines: string[] = [];
    const result = (await restoreDrill({ log: (line: string) => lines.push(line) })) as {
      tables: number;
      rows: number;
      damaged: number;
    };
    expect(result.tables).toBeGreaterThan(10);
    expect(result.rows).toBeGreaterThan(100);
    expect(result.damaged).toBeGreaterThanOrEqual(4);
    expect(lines.at(-1)).toMatch(/^restored: all \d+ tables have their original row counts$/);
  }, 600_000);
});
