import { expect, it } from 'vitest';
import { localesWithoutSweepFile, sweepLocale } from './support/visitor-sweep';

// The visitor sweep of ru-RU (test/e2e/support/visitor-sweep.ts): a file per locale, so the browser run's test workers share it.
sweepLocale('ru-RU');

it('every locale of the sweep has its file', () => {
  expect(localesWithoutSweepFile()).toEqual([]);
});
