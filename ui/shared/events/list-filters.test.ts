import { describe, expect, it } from 'vitest';
import { WHEN_OPTIONS } from './date-window';
import { FILTER_CATEGORIES, FILTER_WHEN, readEventListFilters, validateEventListFilters } from './list-filters';
import { EVENT_CATEGORIES } from './model';

describe('events list filters schema', () => {
  it('knows exactly the event categories', () => {
    expect(FILTER_CATEGORIES).toEqual(EVENT_CATEGORIES);
  });

  it('accepts empty filters, a trimmed city and a known category', () => {
    expect(validateEventListFilters({})).toEqual({
      ok: true,
      value: { city: '', category: '', when: '', from: '', to: '' },
    });
    expect(validateEventListFilters({ city: ' Rosario ', category: 'cleanup', page: '2' })).toEqual({
      ok: true,
      value: { city: 'Rosario', category: 'cleanup', when: '', from: '', to: '' },
    });
  });

  it('refuses an unknown category and an over-long city on their fields', () => {
    expect(validateEventListFilters({ category: 'aliens' })).toEqual({
      ok: false,
      errors: { category: ['events.list.unknownCategory'] },
    });
    expect(validateEventListFilters({ city: 'x'.repeat(81), category: 'cleanup' })).toEqual({
      ok: false,
      errors: { city: ['validation.maxLength|{"n":80}'] },
    });
  });

  it('reads a query: refused fields are dropped and reported, the others kept', () => {
    expect(readEventListFilters({ city: 'Omsk', category: 'aliens' })).toEqual({
      city: 'Omsk',
      category: '',
      when: '',
      from: '',
      to: '',
      errors: { category: ['events.list.unknownCategory'] },
    });
    expect(readEventListFilters({ city: 'y'.repeat(100), category: 'education' })).toEqual({
      city: '',
      category: 'education',
      when: '',
      from: '',
      to: '',
      errors: { city: ['validation.maxLength|{"n":80}'] },
    });
    expect(readEventListFilters({ city: ['Omsk', 'Tomsk'], category: 'other' })).toEqual({
      city: 'Omsk',
      category: 'other',
      when: '',
      from: '',
      to: '',
      errors: {},
    });
  });

  it('knows exactly the date-window choices', () => expect(FILTER_WHEN).toEqual(WHEN_OPTIONS));

  it('dates: today / weekend / week, and a from–to range of real dates in order', () => {
    expect(validateEventListFilters({ when: 'weekend', from: '2026-06-01', to: '2026-06-30' })).toEqual({
      ok: true,
      value: { city: '', category: '', when: 'weekend', from: '2026-06-01', to: '2026-06-30' },
    });
    expect(validateEventListFilters({ when: 'someday' })).toEqual({
      ok: false,
      errors: { when: ['events.list.invalidDate'] },
    });
    expect(validateEventListFilters({ from: '2026-02-30' })).toEqual({
      ok: false,
      errors: { from: ['events.list.invalidDate'] },
    });
    expect(validateEventListFilters({ from: '2026-06-30', to: '2026-06-01' })).toEqual({
      ok: false,
      errors: { to: ['events.list.datesReversed'] },
    });
    expect(readEventListFilters({ from: 'soon', to: '2026-06-01' })).toEqual({
      city: '',
      category: '',
      when: '',
      from: '',
      to: '2026-06-01',
      errors: { from: ['events.list.invalidDate'] },
    });
  });
});
