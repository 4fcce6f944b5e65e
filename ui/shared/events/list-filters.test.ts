import { describe, expect, it } from 'vitest';
import { FILTER_CATEGORIES, readEventListFilters, validateEventListFilters } from './list-filters';
import { EVENT_CATEGORIES } from './model';

describe('events list filters schema', () => {
  it('knows exactly the event categories', () => {
    expect(FILTER_CATEGORIES).toEqual(EVENT_CATEGORIES);
  });

  it('accepts empty filters, a trimmed city and a known category', () => {
    expect(validateEventListFilters({})).toEqual({ ok: true, value: { city: '', category: '' } });
    expect(validateEventListFilters({ city: ' Rosario ', category: 'cleanup', page: '2' })).toEqual({ ok: true, value: { city: 'Rosario', category: 'cleanup' } });
  });

  it('refuses an unknown category and an over-long city on their fields', () => {
    expect(validateEventListFilters({ category: 'aliens' })).toEqual({ ok: false, errors: { category: ['events.list.unknownCategory'] } });
    expect(validateEventListFilters({ city: 'x'.repeat(81), category: 'cleanup' })).toEqual({ ok: false, errors: { city: ['validation.maxLength|{"n":80}'] } });
  });

  it('reads a query: refused fields are dropped and reported, the others kept', () => {
    expect(readEventListFilters({ city: 'Omsk', category: 'aliens' })).toEqual({ city: 'Omsk', category: '', errors: { category: ['events.list.unknownCategory'] } });
    expect(readEventListFilters({ city: 'y'.repeat(100), category: 'education' })).toEqual({ city: '', category: 'education', errors: { city: ['validation.maxLength|{"n":80}'] } });
    expect(readEventListFilters({ city: ['Omsk', 'Tomsk'], category: 'other' })).toEqual({ city: 'Omsk', category: 'other', errors: {} });
  });
});
