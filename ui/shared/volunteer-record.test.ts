import { describe, expect, it } from 'vitest';
import { RecordPeriodForm } from './schemas/volunteer-record';
import { ageOn, formatHours } from './volunteer-record';

describe('the volunteer record rules', () => {
  it('counts whole years up to the birthday itself', () => {
    expect(ageOn('2008-05-16', '2026-05-15')).toBe(17);
    expect(ageOn('2008-05-16', '2026-05-16')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('shows hours in the reader’s digits, to the quarter hour', () => {
    expect(formatHours(150, 'ru-RU')).toBe('2,5');
    expect(formatHours(45, 'kk-KZ')).toBe('0,75');
    expect(formatHours(45, 'en-US')).toBe('0.75');
    expect(formatHours(0, 'es-AR')).toBe('0');
  });

  it('takes a period of real days, the end not before the start, at most ten years', () => {
    expect(RecordPeriodForm.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(RecordPeriodForm.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(RecordPeriodForm.safeParse({ from: '2026-03-01', to: '2026-02-01' }).success).toBe(false);
    expect(RecordPeriodForm.safeParse({ from: '2010-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(RecordPeriodForm.safeParse({ from: '', to: '2026-01-01' }).success).toBe(false);
  });
});
