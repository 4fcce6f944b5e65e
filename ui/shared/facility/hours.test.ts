import { describe, expect, it } from 'vitest';
import { openState } from './hours';
import { completeFacilityForm } from './test-fixtures';

const hours = completeFacilityForm().workingHours;

describe('open-now in the point time zone', () => {
  it('is open on Monday 10:00 Moscow time', () =>
    expect(openState(hours, new Date('2026-05-04T07:00:00Z'), 'Europe/Moscow')).toBe('open'));
  it('is on a break at 13:30 Moscow time', () =>
    expect(openState(hours, new Date('2026-05-04T10:30:00Z'), 'Europe/Moscow')).toBe('break'));
  it('is closed after 18:00 Moscow time even though UTC says 15:30', () =>
    expect(openState(hours, new Date('2026-05-04T15:30:00Z'), 'Europe/Moscow')).toBe('closed'));
  it('is open all Saturday (full day)', () =>
    expect(openState(hours, new Date('2026-05-09T13:30:00Z'), 'Asia/Almaty')).toBe('open'));
  it('is closed on a day off', () =>
    expect(openState(hours, new Date('2026-05-06T09:00:00Z'), 'Europe/Moscow')).toBe('closed'));
});
