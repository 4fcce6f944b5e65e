import { describe, expect, it } from 'vitest';
import { localToUtc } from '../../ui/shared/events/time';
import { keyringOf } from '../lib/keyring';
import { signLink, verifyLink } from '../services/volunteer-links';
import { dayBeforeWindow, onTheDayWindow } from './volunteer-reminders';

const H = 3600_000;

describe('reminder windows in the event zone', () => {
  it('the day before is 10:00–22:00 local, whatever the zone', () => {
    for (const zone of ['Asia/Almaty', 'Europe/Moscow', 'America/Argentina/Buenos_Aires']) {
      const start = localToUtc('2031-03-15T09:00', zone)!;
      expect(dayBeforeWindow(start, zone)).toEqual([
        localToUtc('2031-03-14T10:00', zone),
        localToUtc('2031-03-14T22:00', zone),
      ]);
    }
  });

  it('across a DST change the local hours hold (New York, 9 March 2031)', () => {
    const zone = 'America/New_York';
    const start = localToUtc('2031-03-09T12:00', zone)!;
    const [from, until] = dayBeforeWindow(start, zone);
    expect(from).toBe(localToUtc('2031-03-08T10:00', zone));
    expect(until - from).toBe(12 * H);
  });

  it('on the day from 07:00 local, or three hours before an early start, until the start', () => {
    const zone = 'Europe/Moscow';
    const late = localToUtc('2031-03-15T15:00', zone)!;
    expect(onTheDayWindow(late, zone)).toEqual([localToUtc('2031-03-15T07:00', zone), late]);
    const early = localToUtc('2031-03-15T06:00', zone)!;
    expect(onTheDayWindow(early, zone)).toEqual([early - 3 * H, early]);
  });
});

describe('signed volunteer links', () => {
  const keys = keyringOf('unit-test-secret-0123456789');
  it('verify what was signed; refuse a changed payload, a changed signature, another key and an expired link', async () => {
    const now = Date.now();
    const token = await signLink(keys, { a: 'confirm', e: 'event-1', u: 'user-1', x: now + H });
    expect(await verifyLink(keys, token, now)).toMatchObject({ a: 'confirm', e: 'event-1', u: 'user-1' });
    const [body, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), a: 'cancel' }),
    ).toString('base64url');
    expect(await verifyLink(keys, `${forged}.${sig}`, now)).toBeNull();
    // The first character: all six of its bits are signature bits (the last one's low bits are padding).
    expect(await verifyLink(keys, `${body}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`, now)).toBeNull();
    expect(await verifyLink(keyringOf('another-secret-0123456789'), token, now)).toBeNull();
    expect(await verifyLink(keys, token, now + 2 * H)).toBeNull();
    expect(await verifyLink(keys, 'garbage', now)).toBeNull();
    // During a rotation the previous key still verifies.
    expect(
      await verifyLink(keyringOf('next-secret-0123456789abc', 'unit-test-secret-0123456789'), token, now),
    ).not.toBeNull();
  });
});
