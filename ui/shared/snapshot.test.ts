import { describe, expect, it } from 'vitest';
import { serializeSnapshot, type Snapshot } from './snapshot';

describe('serializeSnapshot', () => {
  it('cannot close its script or open a comment, and reads back unchanged', () => {
    const snapshot = {
      page: 'x',
      data: { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' },
    } as unknown as Snapshot;
    const json = serializeSnapshot(snapshot);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(snapshot);
  });
});
