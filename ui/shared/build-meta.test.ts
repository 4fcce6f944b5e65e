import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './routes';
import { pageForPath } from './build-meta';
import { prefetchAllowed } from '../client/prefetch';

const meta = { routes: PAGE_ROUTES.map((r) => ({ path: r.path, page: r.page })) };

describe('build meta: which page a link leads to', () => {
  it('matches the route table with parameters, trailing slashes and locale prefixes', () => {
    expect(pageForPath(meta, '/')).toBe('home');
    expect(pageForPath(meta, '/charity-events/')).toBe('charityEvents');
    expect(pageForPath(meta, '/charity-event/abc-123')).toBe('charityEvent');
    expect(pageForPath(meta, '/ru-kz/recycling-points/42')).toBe('recyclingPoint');
    expect(pageForPath(meta, '/profile/edit-recycling-point/9/')).toBe('profileEditRecyclingPoint');
    expect(pageForPath(meta, '/nowhere/at/all')).toBeNull();
  });
});

describe('prefetch honours the visitor’s data saving', () => {
  it('prefetches unless save-data is on or the connection is 2G', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
  });
});
