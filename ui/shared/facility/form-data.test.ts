import { parse } from '@conform-to/react';
import { describe, expect, it } from 'vitest';
import { conformName, facilityFromPayload, flowOf, problemsToErrors, validateFacilityPayload } from './form-data';
import { CONTACT_TYPES, WEEKDAYS, type FacilityForm } from './model';
import { completeFacilityForm } from './test-fixtures';

/** The editor's fields as the browser submits them (unchecked boxes and disabled inputs absent). */
function formData(form: FacilityForm, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set('id', form.id ?? '');
  for (const key of ['name', 'address', 'comment', 'collectionRules'] as const) data.set(key, form[key]);
  data.set('coords.lng', Number.isFinite(form.coords.lng) ? String(form.coords.lng) : '');
  data.set('coords.lat', Number.isFinite(form.coords.lat) ? String(form.coords.lat) : '');
  for (const type of CONTACT_TYPES) data.set(`contacts.${type}`, form.contacts[type]);
  for (const key of ['name', 'phone', 'email'] as const)
    data.set(`supervisorContacts.${key}`, form.supervisorContacts[key]);
  for (const day of WEEKDAYS) {
    const h = form.workingHours[day];
    if (h.worksFullDay) data.set(`workingHours.${day}.worksFullDay`, 'on');
    if (h.noLunchBreak && !h.worksFullDay) data.set(`workingHours.${day}.noLunchBreak`, 'on');
    for (const key of ['start', 'end', 'breakStart', 'breakEnd'] as const) {
      const disabled = h.worksFullDay || (h.noLunchBreak && key.startsWith('break'));
      if (!disabled) data.set(`workingHours.${day}.${key}`, h[key]);
    }
  }
  form.rates.forEach((r, i) => {
    data.set(`rates[${i}].id`, r.id);
    data.set(`rates[${i}].srmId`, r.srmId === null ? '' : String(r.srmId));
    data.set(`rates[${i}].unitsSlug`, r.unitsSlug);
    data.set(`rates[${i}].price`, r.price);
  });
  data.set('icon', form.icon === null ? '' : String(form.icon));
  for (const [k, v] of Object.entries(extra)) data.set(k, v);
  return data;
}

const payloadOf = (data: FormData) => parse(data, { resolve: (value) => ({ value }) }).payload;

describe('point editor form data (Conform payload) → form model', () => {
  it('reads back every field of a complete point', () => {
    const form = completeFacilityForm({ id: 'abc' });
    expect(facilityFromPayload(payloadOf(formData(form)))).toEqual(form);
  });

  it('an emptied coordinate is NaN, no icon and no material are null, no rates an empty list', () => {
    const form = completeFacilityForm({ coords: { lng: Number.NaN, lat: 55 }, icon: null, rates: [] });
    const back = facilityFromPayload(payloadOf(formData(form)));
    expect(back.coords.lng).toBeNaN();
    expect(back.icon).toBeNull();
    expect(back.rates).toEqual([]);
    expect(back.id).toBeNull();
  });

  it('names the fields as Conform does', () => {
    expect(conformName('rates.0.price')).toBe('rates[0].price');
    expect(conformName('workingHours.monday.end')).toBe('workingHours.monday.end');
    expect(conformName('name')).toBe('name');
    expect(
      problemsToErrors([
        { path: 'rates.1.price', message: 'facility.validation.decimals', params: { max: 2 } },
        { path: 'icon', message: 'facility.validation.unknownOption' },
      ]),
    ).toEqual({
      'rates[1].price': ['facility.validation.decimals|{"max":2}'],
      icon: ['facility.validation.unknownOption'],
    });
  });

  it('the pressed button picks the rules: a draft needs only a name, a review the docs/product.md §5.4 completeness', () => {
    const half = completeFacilityForm({ address: '' });
    expect(flowOf(payloadOf(formData(half, { intent: 'review' })))).toBe('review');
    expect(flowOf(payloadOf(formData(half, { check: 'review' })))).toBe('review');
    expect(flowOf(payloadOf(formData(half)))).toBe('draft');
    expect(validateFacilityPayload(payloadOf(formData(half, { intent: 'draft' }))).ok).toBe(true);
    expect(validateFacilityPayload(payloadOf(formData(half, { intent: 'review' })))).toEqual({
      ok: false,
      errors: { address: ['facility.validation.required'] },
    });
  });

  it('puts each problem on its own field: hours order, a rate price, a contact scheme', () => {
    const form = completeFacilityForm();
    form.workingHours.monday = {
      ...form.workingHours.monday,
      start: '18:00',
      end: '09:00',
      noLunchBreak: true,
      breakStart: '',
      breakEnd: '',
    };
    form.rates[1]!.price = '1.234';
    form.contacts.website = 'javascript:alert(1)';
    const result = validateFacilityPayload(payloadOf(formData(form, { intent: 'review' })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'workingHours.monday.end': ['facility.validation.timeOrder'],
      'rates[1].price': ['facility.validation.decimals|{"max":2}'],
      'contacts.website': ['facility.validation.urlScheme'],
    });
  });
});
