import { describe, expect, it } from 'vitest';
import { driveWeekLines } from '../drives/model';
import { weekdayName } from '../drives/format';
import { validateDrive } from './collection-drive';

/** A school's Saturday-and-Sunday drive, 12–13 December 2026, as the form posts it. */
const FORM = {
  title: 'Батарейки у школы',
  address: 'Москва, ул. Юности, 5',
  lat: '55.75',
  lng: '37.80',
  timeZone: 'Europe/Moscow',
  startDate: '2026-12-12',
  endDate: '2026-12-13',
  opens: '10:00',
  closes: '18:00',
  items: '',
  notes: '',
  eventId: '',
  materials: ['batteries'],
};

describe('a drive’s hours by weekday (ADR 234)', () => {
  it('one range every day unless a weekday has its own or is closed', () => {
    const same = validateDrive(FORM);
    expect(same.ok && same.value.hours.saturday).toMatchObject({ start: '10:00', end: '18:00' });
    expect(same.ok && driveWeekLines(same.value.hours, FORM.startDate, FORM.endDate)).toBeNull();

    const sunday = validateDrive({ ...FORM, 'opens-sunday': '11:00', 'closes-sunday': '15:00' });
    expect(sunday.ok).toBe(true);
    if (!sunday.ok) return;
    expect(sunday.value.hours.sunday).toMatchObject({ start: '11:00', end: '15:00' });
    expect(sunday.value.hours.monday).toMatchObject({ start: '10:00', end: '18:00' });
    expect(driveWeekLines(sunday.value.hours, FORM.startDate, FORM.endDate)).toEqual([
      { date: '2026-12-12', start: '10:00', end: '18:00' },
      { date: '2026-12-13', start: '11:00', end: '15:00' },
    ]);
    const closed = validateDrive({ ...FORM, 'closed-saturday': 'on' });
    expect(closed.ok && driveWeekLines(closed.value.hours, FORM.startDate, FORM.endDate)).toEqual([
      { date: '2026-12-12', start: '', end: '' },
      { date: '2026-12-13', start: '10:00', end: '18:00' },
    ]);
  });

  it('refuses one time without the other, a reversed range, and a drive closed on all its days', () => {
    expect(validateDrive({ ...FORM, 'opens-sunday': '11:00' })).toEqual({
      ok: false,
      errors: { 'closes-sunday': ['drives.invalid.bothTimes'] },
    });
    expect(validateDrive({ ...FORM, 'opens-sunday': '15:00', 'closes-sunday': '11:00' })).toEqual({
      ok: false,
      errors: { 'closes-sunday': ['drives.invalid.timeOrder'] },
    });
    // Closed on Saturday and Sunday: the weekdays it does not run do not count.
    expect(validateDrive({ ...FORM, 'closed-saturday': 'on', 'closed-sunday': 'on' })).toEqual({
      ok: false,
      errors: { hours: ['drives.invalid.noOpenDay'] },
    });
  });

  it('words the weekday in each language, Kazakh from the CLDR table', () => {
    expect(['en-US', 'ru-RU', 'kk-KZ', 'es-AR'].map((l) => weekdayName(l, '2026-12-12'))).toEqual([
      'Saturday',
      'Суббота',
      'Сенбі',
      'Sábado',
    ]);
  });
});
