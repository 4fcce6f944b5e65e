import { describe, expect, it } from 'vitest';
import { displayStatus, eventSlug, placesLeft, type EventFields } from './model';
import { validationMessage } from './form-limits';
import { eventFormSchema, missingFields, toEventFields } from './schema';
import { allowedActions, signUpOpen } from './status';
import {
  allInYearOf,
  eventRangeText,
  formatEventRange,
  isoWithOffset,
  localToUtc,
  utcToLocal,
  zoneLabel,
} from './time';

const H = 3600_000;
const now = Date.UTC(2026, 0, 10, 12);

describe('event time zones', () => {
  it('converts wall time in the event zone to UTC and back', () => {
    expect(localToUtc('2026-06-14T10:00', 'Europe/Moscow')).toBe(Date.UTC(2026, 5, 14, 7));
    expect(localToUtc('2026-06-14T10:00', 'Asia/Almaty')).toBe(Date.UTC(2026, 5, 14, 5));
    expect(localToUtc('2026-06-14T10:00', 'America/Argentina/Buenos_Aires')).toBe(Date.UTC(2026, 5, 14, 13));
    // New York: daylight time in July, standard in January.
    expect(localToUtc('2026-07-01T09:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 13));
    expect(localToUtc('2026-01-01T09:00', 'America/New_York')).toBe(Date.UTC(2026, 0, 1, 14));
    expect(utcToLocal(Date.UTC(2026, 5, 14, 7), 'Europe/Moscow')).toBe('2026-06-14T10:00');
    expect(localToUtc('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(localToUtc('garbage', 'UTC')).toBeNull();
    expect(localToUtc('2026-01-01T10:00', 'Mars/Olympus')).toBeNull();
  });
  it('formats in the event zone whatever the reader’s zone', () => {
    const start = Date.UTC(2026, 5, 14, 7);
    expect(formatEventRange('en-US', start, start + 4 * H, 'Europe/Moscow')).toMatch(/10:00\s?AM.*2:00\s?PM/);
    expect(isoWithOffset(start, 'Europe/Moscow')).toBe('2026-06-14T10:00:00+03:00');
    expect(isoWithOffset(Date.UTC(2026, 5, 14, 13), 'America/Argentina/Buenos_Aires')).toBe(
      '2026-06-14T10:00:00-03:00',
    );
  });
  it('a card of an event this year leaves the year out; an event in another year keeps it', () => {
    const start = Date.UTC(2026, 5, 14, 7);
    expect(formatEventRange('ru-RU', start, start + 4 * H, 'Europe/Moscow', { year: false })).not.toMatch(/2026/);
    expect(formatEventRange('kk-KZ', start, start + 4 * H, 'Asia/Almaty', { year: false })).not.toMatch(/2026|ж\./);
    expect(formatEventRange('ru-RU', start, start + 4 * H, 'Europe/Moscow')).toMatch(/2026/);
    const now = Date.UTC(2026, 10, 28, 12);
    expect(allInYearOf(now, [start, start + 4 * H], 'Europe/Moscow')).toBe(true);
    // New Year's Eve in Moscow is already 2027 there, while it is still 2026 in UTC.
    const newYear = Date.UTC(2026, 11, 31, 21, 30);
    expect(allInYearOf(now, [newYear - H, newYear], 'Europe/Moscow')).toBe(false);
    expect(allInYearOf(now, [newYear - H, newYear], 'UTC')).toBe(true);
  });

  it('draws a card range once per quarter hour, with the year decided in the event zone', () => {
    const start = Date.UTC(2026, 11, 31, 18);
    const text = (renderedAt: number) =>
      eventRangeText('en-US', start, start + 2 * H, 'Europe/Moscow', { yearIfOtherThan: renderedAt });
    // 20:50 UTC is 23:50 in Moscow, still 2026: no year. 21:05 UTC is 00:05 on 1 January there.
    expect(text(Date.UTC(2026, 11, 31, 20, 50))).not.toMatch(/2026/);
    expect(text(Date.UTC(2026, 11, 31, 21, 5))).toMatch(/2026/);
    expect(text(Date.UTC(2026, 11, 31, 20, 50))).toBe(text(Date.UTC(2026, 11, 31, 20, 46)));
    expect(eventRangeText('en-US', start, start + 2 * H, 'Europe/Moscow')).toBe(
      `${formatEventRange('en-US', start, start + 2 * H, 'Europe/Moscow')} (${zoneLabel('en-US', start, 'Europe/Moscow')})`,
    );
  });
});

describe('event status rules', () => {
  const base = { startsAt: now + 24 * H, endsAt: now + 27 * H };
  it('lets the organiser edit only drafts and declined events', () => {
    expect(allowedActions({ ...base, status: 'draft' }, now)).toEqual(['edit', 'saveDraft', 'sendToReview', 'delete']);
    expect(allowedActions({ ...base, status: 'declined' }, now)).toContain('edit');
    expect(allowedActions({ ...base, status: 'checking' }, now)).toEqual([]);
    expect(allowedActions({ ...base, status: 'published' }, now)).toEqual(['cancel']);
    expect(allowedActions({ ...base, status: 'cancelled' }, now)).toEqual([]);
  });
  it('opens attendance once the event starts and derives finished from the end', () => {
    const running = { status: 'published' as const, startsAt: now - H, endsAt: now + H };
    expect(allowedActions(running, now)).toEqual(['cancel', 'markAttendance']);
    const past = { status: 'published' as const, startsAt: now - 5 * H, endsAt: now - 2 * H };
    expect(allowedActions(past, now)).toEqual(['markAttendance']);
    expect(displayStatus(past, now)).toBe('finished');
    expect(displayStatus(running, now)).toBe('published');
    expect(signUpOpen(running, now)).toBe(false);
    expect(signUpOpen({ ...base, status: 'published' }, now)).toBe(true);
    expect(placesLeft({ capacity: 10, signedUp: 12 })).toBe(0);
  });
});

describe('event form schema', () => {
  const complete = {
    title: ' Park cleanup ',
    summary: 'Clean the park',
    description: 'We clean the park together.',
    category: 'cleanup',
    startsAt: '2026-06-14T10:00',
    endsAt: '2026-06-14T14:00',
    timeZone: 'Europe/Moscow',
    address: 'Gorky Park',
    city: 'Moscow',
    lat: '55.73',
    lng: '37.60',
    capacity: '10',
    rewardPoints: '50',
    contactName: 'Anna',
    contactPhone: '+7 495 555-01-23',
    contactEmail: 'Anna@Example.org',
  };
  it('accepts a draft with only a title and keeps every value typed', () => {
    const draft = eventFormSchema.safeParse({ title: 'Draft', capacity: '' });
    expect(draft.success).toBe(true);
    const full = eventFormSchema.parse(complete);
    expect(full.title).toBe('Park cleanup');
    expect(full.capacity).toBe(10);
    expect(full.contactEmail).toBe('anna@example.org');
    const fields = toEventFields(full);
    expect(fields.startsAt).toBe(Date.UTC(2026, 5, 14, 7));
    expect(missingFields(fields, now)).toEqual({});
  });
  it('names bad values', () => {
    const r = eventFormSchema.safeParse({
      ...complete,
      title: '',
      capacity: '0',
      endsAt: '2026-06-14T09:00',
      contactEmail: 'x@',
      lat: '100',
    });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({
      title: 'events.validation.required',
      capacity: 'events.validation.min:1',
      contactEmail: 'events.validation.email',
      lat: 'events.validation.between:-90..90',
    });
  });
  it('finds what is missing before review', () => {
    const fields = toEventFields(eventFormSchema.parse({ title: 'Only a title' }));
    const missing = missingFields(fields, now);
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(['summary', 'startsAt', 'capacity', 'contactEmail']));
    const past: EventFields = { ...toEventFields(eventFormSchema.parse(complete)), startsAt: now - H, endsAt: now + H };
    expect(missingFields(past, now)).toEqual({ startsAt: 'events.validation.inPast' });
  });
  it('translates messages with their parameter', () => {
    const t = (key: string, p?: Record<string, string | number>) => `${key}${p ? JSON.stringify(p) : ''}`;
    expect(validationMessage(t, 'events.validation.tooLong:120')).toBe('events.validation.tooLong{"n":"120"}');
    expect(validationMessage(t, 'events.validation.between:-90..90')).toBe(
      'events.validation.between{"min":"-90","max":"90"}',
    );
  });
  it('slugs titles of any script for the deleted page', () => {
    expect(eventSlug('Уборка парка «Сокольники» 2026!')).toBe('уборка-парка-сокольники-2026');
    expect(eventSlug('!!!')).toBe('event');
  });
});
