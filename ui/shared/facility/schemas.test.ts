import { describe, expect, it } from 'vitest';
import { completenessProblems, draftProblems, isComplete, isValidEmail, phoneProblem } from './schemas';
import { completeFacilityForm } from './test-fixtures';
import type { FacilityForm } from './model';

const paths = (form: FacilityForm) =>
  completenessProblems(form).map((p) => `${p.path}:${p.message.replace('facility.validation.', '')}`);
const edit = (fn: (f: FacilityForm) => void) => {
  const form = completeFacilityForm();
  fn(form);
  return form;
};

describe('docs/product.md §5.4 completeness for sending to review', () => {
  it('passes for a complete point', () => {
    expect(paths(completeFacilityForm())).toEqual([]);
    expect(isComplete(completeFacilityForm())).toBe(true);
  });

  describe('rule 1: all core fields filled except comment', () => {
    it.each([
      ['name', (f: FacilityForm) => (f.name = '  ')],
      ['address', (f: FacilityForm) => (f.address = '')],
      ['collectionRules', (f: FacilityForm) => (f.collectionRules = '')],
    ])('fails without %s', (field, fn) => expect(paths(edit(fn))).toEqual([`${field}:required`]));
    it('passes without a comment', () => expect(paths(edit((f) => (f.comment = '')))).toEqual([]));
  });

  describe('rule 2: supervisor name, phone and e-mail', () => {
    it.each(['name', 'phone', 'email'] as const)('fails without supervisor %s', (key) => {
      expect(paths(edit((f) => (f.supervisorContacts[key] = '')))).toEqual([`supervisorContacts.${key}:required`]);
    });
    it('passes with all three', () => expect(isComplete(completeFacilityForm())).toBe(true));
  });

  describe('rule 3: at least one working day', () => {
    const noDays = (f: FacilityForm) => {
      for (const d of Object.values(f.workingHours))
        Object.assign(d, {
          start: '',
          end: '',
          breakStart: '',
          breakEnd: '',
          worksFullDay: false,
          noLunchBreak: false,
        });
    };
    it('fails with no working day', () => expect(paths(edit(noDays))).toEqual(['workingHours:oneWorkingDay']));
    it('passes with only a full day', () =>
      expect(
        paths(
          edit((f) => {
            noDays(f);
            f.workingHours.friday.worksFullDay = true;
          }),
        ),
      ).toEqual([]));
    it('passes with only start and end (no lunch break)', () =>
      expect(
        paths(
          edit((f) => {
            noDays(f);
            Object.assign(f.workingHours.friday, { start: '08:00', end: '12:00', noLunchBreak: true });
          }),
        ),
      ).toEqual([]));
  });

  describe('rule 4: not full day needs start and end, start before end', () => {
    it('fails without end', () =>
      expect(paths(edit((f) => (f.workingHours.tuesday.end = '')))).toEqual(['workingHours.tuesday.end:required']));
    it('fails without start', () =>
      expect(paths(edit((f) => (f.workingHours.tuesday.start = '')))).toEqual(['workingHours.tuesday.start:required']));
    it('fails when end is not after start', () =>
      expect(paths(edit((f) => (f.workingHours.tuesday.end = '09:00')))).toEqual([
        'workingHours.tuesday.end:timeOrder',
      ]));
    it('passes for a full day without times', () =>
      expect(
        paths(edit((f) => (f.workingHours.saturday = { ...f.workingHours.saturday, start: '', end: '' }))),
      ).toEqual([]));
  });

  describe('rule 5: lunch break start and end, start before end, inside working hours, unless no_lunch_break', () => {
    it('fails without break end', () =>
      expect(paths(edit((f) => (f.workingHours.monday.breakEnd = '')))).toEqual([
        'workingHours.monday.breakEnd:required',
      ]));
    it('fails when break start is after break end', () =>
      expect(
        paths(edit((f) => Object.assign(f.workingHours.monday, { breakStart: '14:30', breakEnd: '14:00' }))),
      ).toEqual(['workingHours.monday.breakEnd:breakOrder']));
    it('fails when the break is outside working hours', () =>
      expect(
        paths(edit((f) => Object.assign(f.workingHours.monday, { breakStart: '17:30', breakEnd: '18:30' }))),
      ).toEqual(['workingHours.monday.breakStart:breakInside']));
    it('passes with no_lunch_break and no break times', () =>
      expect(
        paths(edit((f) => Object.assign(f.workingHours.monday, { breakStart: '', breakEnd: '', noLunchBreak: true }))),
      ).toEqual([]));
    it('passes with a break inside hours', () => expect(paths(completeFacilityForm())).toEqual([]));
  });

  describe('rule 6: at least one rate line, each with id, rate, type and unit', () => {
    it('fails with no lines', () => expect(paths(edit((f) => (f.rates = [])))).toEqual(['rates:oneRate']));
    it.each([
      ['id', (f: FacilityForm) => (f.rates[0]!.id = '')],
      ['price', (f: FacilityForm) => (f.rates[0]!.price = '')],
      ['srmId', (f: FacilityForm) => (f.rates[0]!.srmId = null)],
      ['unitsSlug', (f: FacilityForm) => (f.rates[0]!.unitsSlug = '')],
    ])('fails without %s', (key, fn) => expect(paths(edit(fn))).toEqual([`rates.0.${key}:required`]));
    it('fails with a rate that is not a number', () =>
      expect(paths(edit((f) => (f.rates[0]!.price = '12,x')))).toEqual(['rates.0.price:decimal']));
    it('passes with one full line', () => expect(paths(edit((f) => (f.rates = [f.rates[0]!])))).toEqual([]));
  });

  describe('rule 7: coordinator e-mail valid', () => {
    it('fails for an invalid e-mail', () =>
      expect(paths(edit((f) => (f.supervisorContacts.email = 'irina@')))).toEqual(['supervisorContacts.email:email']));
    it('fails for a local part over 64', () => expect(isValidEmail(`${'a'.repeat(65)}@example.org`)).toBe(false));
    it('passes for a valid e-mail', () => expect(isValidEmail('irina.petrova+eco@example.org')).toBe(true));
  });

  describe('rule 8: coordinator phone valid (libphonenumber-js)', () => {
    it('fails for a number invalid for its country', () =>
      expect(paths(edit((f) => (f.supervisorContacts.phone = '+7916123')))).toEqual([
        'supervisorContacts.phone:phone',
      ]));
    it('fails without a calling code', () =>
      expect(paths(edit((f) => (f.supervisorContacts.phone = '9161234567')))).toEqual([
        'supervisorContacts.phone:callingCode',
      ]));
    it.each(['+79161234567', '+77012345678', '+5491123456789', '+12025550143'])('passes for %s', (phone) =>
      expect(phoneProblem(phone)).toBeNull(),
    );
  });
});

describe('draft rules', () => {
  it('a draft needs only a name', () => {
    const form = completeFacilityForm({ address: '', collectionRules: '', rates: [] });
    expect(draftProblems(form)).toEqual([]);
    expect(draftProblems({ ...form, name: '' }).map((p) => p.path)).toEqual(['name']);
  });
  it('checks filled values and limits even in drafts', () => {
    const form = edit((f) => {
      f.supervisorContacts.email = 'bad';
      f.name = 'x'.repeat(201);
      f.workingHours.monday.start = '25:00';
    });
    expect(draftProblems(form).map((p) => `${p.path}:${p.message.replace('facility.validation.', '')}`)).toEqual([
      'name:maxLength',
      'supervisorContacts.email:email',
      'workingHours.monday.start:time',
    ]);
    expect(draftProblems(form)[0]!.params).toEqual({ max: 200 });
  });
});
