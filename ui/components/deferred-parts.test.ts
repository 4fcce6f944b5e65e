import { describe, expect, it } from 'vitest';
import { partsShown } from './deferred-parts';

const guest = { user: null, languagePrompt: null, url: '/charity-event/e1' } as const;

describe('the deferred parts a page shows', () => {
  it('loads the shift list only for an event page whose event has slots', () => {
    expect(partsShown({ ...guest, page: 'charityEvent', data: { slots: [{ id: 's1' }] } })).toEqual(['shiftList']);
    expect(partsShown({ ...guest, page: 'charityEvent', data: { slots: [] } })).toEqual([]);
    expect(partsShown({ ...guest, page: 'charityEvent', data: {} })).toEqual([]);
    expect(partsShown({ ...guest, page: 'charityEvents', data: { slots: [{ id: 's1' }] } })).toEqual([]);
    expect(partsShown({ ...guest, page: 'charityEvent', data: null })).toEqual([]);
  });
});
