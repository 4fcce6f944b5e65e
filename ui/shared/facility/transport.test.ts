import { describe, expect, it } from 'vitest';
import { emptyFacilityForm } from './model';
import { completeFacilityForm } from './test-fixtures';
import { buildFacilityPayload, isoToTime, parseFacilityDocument, timeToIso } from './transport';
import { facilityWriteDocumentSchema } from './write-document';

describe('facility JSON:API transport', () => {
  it('writes point as GeoJSON longitude then latitude', () => {
    const doc = buildFacilityPayload(completeFacilityForm());
    expect(doc.data.attributes.point).toEqual({ type: 'Point', coordinates: [37.5912, 55.7811] });
    expect(doc.data.type).toBe('facility');
  });

  it('defaults to map coordinates 37/55', () => {
    expect(buildFacilityPayload(emptyFacilityForm()).data.attributes.point.coordinates).toEqual([37, 55]);
  });

  it('fills description from the collection rules, photos empty, every contact key present', () => {
    const a = buildFacilityPayload(completeFacilityForm()).data.attributes;
    expect(a.description).toBe('Rinse bottles, flatten cardboard.');
    expect(a.photos).toEqual([]);
    expect(a.contacts).toEqual({
      phone: '+74955550123',
      email: '',
      website: 'https://eco.example.org',
      telegram: '',
      whatsapp: '',
      vk: '',
    });
  });

  it('writes working hours monday..sunday as ISO timestamps with the flags', () => {
    const wh = buildFacilityPayload(completeFacilityForm()).data.attributes.working_hours;
    expect(Object.keys(wh)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(wh.monday).toEqual({
      start: '2024-01-01T09:00:00.000Z',
      end: '2024-01-01T18:00:00.000Z',
      break_start: '2024-01-01T13:00:00.000Z',
      break_end: '2024-01-01T14:00:00.000Z',
      works_full_day: false,
      no_lunch_break: false,
    });
    expect(wh.sunday.start).toBeNull();
    expect(wh.saturday.works_full_day).toBe(true);
  });

  it('writes rates as id, units_slug, price, srm_id and the icon relationship', () => {
    const doc = buildFacilityPayload(completeFacilityForm());
    expect(doc.data.attributes.rates[0]).toEqual({ id: 'rate-1', units_slug: 'kg', price: '12.50', srm_id: 1 });
    expect(doc.data.relationships.icon).toEqual({ data: { type: 'icon', id: '2' } });
    expect(buildFacilityPayload(emptyFacilityForm()).data.relationships.icon).toEqual({ data: null });
  });

  it('round-trips: form → payload → form is identity', () => {
    for (const form of [
      completeFacilityForm(),
      emptyFacilityForm(),
      completeFacilityForm({ id: 'abc', icon: null, rates: [] }),
    ]) {
      expect(parseFacilityDocument(buildFacilityPayload(form))).toEqual(form);
    }
  });

  it('the built payload satisfies the API input schema', () => {
    expect(facilityWriteDocumentSchema.safeParse(buildFacilityPayload(completeFacilityForm())).success).toBe(true);
    expect(facilityWriteDocumentSchema.safeParse(buildFacilityPayload(emptyFacilityForm())).success).toBe(true);
  });

  it('reads rates_info and no_data days of a read document', () => {
    const doc = buildFacilityPayload(completeFacilityForm());
    const { rates, ...rest } = doc.data.attributes;
    const read = {
      data: {
        id: 'x',
        attributes: { ...rest, rates_info: rates.map((r) => ({ ...r, units_name: 'kg', srm_name: 'Paper' })) },
        relationships: doc.data.relationships,
      },
    };
    (read.data.attributes.working_hours.sunday as { no_data?: boolean }).no_data = true;
    expect(parseFacilityDocument(read)).toEqual({ ...completeFacilityForm(), id: 'x' });
  });

  it('converts times both ways and ignores garbage', () => {
    expect(timeToIso('sunday', '23:59')).toBe('2024-01-07T23:59:00.000Z');
    expect(timeToIso('monday', '')).toBeNull();
    expect(isoToTime('2024-01-03T07:05:00.000Z')).toBe('07:05');
    expect(isoToTime('nope')).toBe('');
    expect(isoToTime(null)).toBe('');
  });
});
