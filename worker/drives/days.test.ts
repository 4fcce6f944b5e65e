import { describe, expect, it } from 'vitest';
import { editionDays } from './days';

/** The edge cache's drive-day (docs/decisions/232-collection-drives-in-the-finder.md). */
describe('editionDays', () => {
  it("changes exactly at a local midnight of one of the edition's zones, and not between", () => {
    // Moscow midnight of 10 March 2027 is 21:00 UTC on the 9th.
    const moscowMidnight = Date.UTC(2027, 2, 9, 21);
    expect(editionDays('ru', moscowMidnight - 1)).not.toBe(editionDays('ru', moscowMidnight));
    // Between two zone midnights nothing changes (Moscow 00:30 and 00:50; Samara, +4, passed 23:00 UTC before).
    expect(editionDays('ru', moscowMidnight + 30 * 60_000)).toBe(editionDays('ru', moscowMidnight + 50 * 60_000));
    // Buenos Aires (UTC−3) midnight is 03:00 UTC: the international stamp changes there.
    const baMidnight = Date.UTC(2027, 2, 10, 3);
    expect(editionDays('international', baMidnight - 1)).not.toBe(editionDays('international', baMidnight));
    // Moscow's midnight is not one of the international edition's zones' midnights.
    expect(editionDays('international', moscowMidnight - 1)).toBe(editionDays('international', moscowMidnight));
  });
});
