import { describe, expect, it } from 'vitest';
import { publicFacilityView } from './public-view';
import { completeFacilityForm } from './test-fixtures';
import { buildFacilityPayload, type FacilityResource } from './transport';

// The complete fixture: Monday–Friday 09:00–18:00 with a 13:00–14:00 break, Saturday all day, Sunday off.
const doc = buildFacilityPayload(completeFacilityForm()).data;
const point = {
  ...doc,
  id: 'p1',
  attributes: { ...doc.attributes, time_zone: 'Europe/Moscow' },
} as unknown as FacilityResource;
// 2026-11-23 is a Monday; Moscow is UTC+3.
const at = (utc: string) => new Date(`2026-11-23T${utc}:00Z`);

describe('the public point view', () => {
  it('lists the week as the page shows it: hours with the break, all day, off', () => {
    const { hours } = publicFacilityView(point, at('07:00'));
    expect(hours.map((h) => h.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(hours[0]).toEqual({
      day: 'monday',
      kind: 'hours',
      start: '09:00',
      end: '18:00',
      breakStart: '13:00',
      breakEnd: '14:00',
    });
    expect(hours[5]).toEqual({ day: 'saturday', kind: 'fullDay' });
    expect(hours[6]).toEqual({ day: 'sunday', kind: 'off' });
  });

  it('says open, break or closed in the point\u2019s own zone at the given time', () => {
    expect(publicFacilityView(point, at('07:00')).now).toBe('open'); // 10:00 in Moscow
    expect(publicFacilityView(point, at('10:30')).now).toBe('break'); // 13:30
    expect(publicFacilityView(point, at('16:00')).now).toBe('closed'); // 19:00
  });

  it('keeps only the contacts that are filled, in the catalogue order, and links the finder to the point', () => {
    const view = publicFacilityView(point, at('07:00'));
    // Phones as people read them; the page's tel: link keeps the digits.
    expect(view.contacts).toEqual([
      { type: 'phone', value: '+7 495 555 01 23' },
      { type: 'website', value: 'https://eco.example.org' },
    ]);
    expect(view.coords).toEqual({ lng: 37.5912, lat: 55.7811 });
    expect(new URLSearchParams(view.finderQuery.slice(1)).get('point')).toBe('p1');
  });
});
