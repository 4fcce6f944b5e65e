import { describe, expect, it } from 'vitest';
import { nextOpeningOf, openLabel } from './open-label';

describe('open-state words', () => {
  it('a point that closed today says when it opens tomorrow', () =>
    expect(openLabel({ state: 'closedToday', next: { day: 'tuesday', at: '10:00', inDays: 1 } })).toEqual({
      key: 'finder.next.tomorrow',
      params: { time: '10:00' },
      tone: 'closed',
    }));
  it('further away: the weekday', () =>
    expect(openLabel({ state: 'closedToday', next: { day: 'monday', at: '09:00', inDays: 3 } }).key).toBe(
      'finder.next.monday',
    ));
  it('later today: opens at', () =>
    expect(openLabel({ state: 'opensLater', at: '09:00' })).toEqual({
      key: 'finder.state.opensAt',
      params: { time: '09:00' },
      tone: 'closed',
    }));
  it('without any hours: closed today', () =>
    expect(openLabel({ state: 'closedToday' }).key).toBe('finder.state.closedToday'));
  it('temporarily closed wins over the hours', () =>
    expect(openLabel({ state: 'open', until: '18:00' }, true).key).toBe('finder.state.temporarilyClosed'));
  it('open: until, or 24 hours', () => {
    expect(openLabel({ state: 'open', until: '18:00' })).toEqual({
      key: 'finder.state.openUntil',
      params: { until: '18:00' },
      tone: 'open',
    });
    expect(openLabel({ state: 'open' }).key).toBe('finder.state.open24');
  });
  it('the next opening for the point page', () => {
    expect(nextOpeningOf({ state: 'opensLater', at: '09:00' }, 'friday')).toEqual({
      inDays: 0,
      day: 'friday',
      at: '09:00',
    });
    expect(nextOpeningOf({ state: 'open' }, 'friday')).toBeUndefined();
  });
});
