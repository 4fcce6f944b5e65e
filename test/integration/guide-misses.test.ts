/**
 * Searches that found no item are counted within bounds (worker/services/guide-misses.ts): a
 * normalised, capped term; at most MISSES_PER_CLIENT counts per client an hour; at most
 * MISS_TERMS_PER_DAY distinct terms a day (known terms still count), at most MISSES_PER_CLIENT_DAY
 * of them from one network (an IPv4 address or an IPv6 /64).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';
import {
  MISSES_PER_CLIENT,
  MISSES_PER_CLIENT_DAY,
  MISS_TERMS_PER_DAY,
  countMiss,
} from '../../worker/services/guide-misses';

const today = () => new Date().toISOString().slice(0, 10);
const terms = async () =>
  (
    await env.DB.prepare('SELECT term, count FROM guide_search_misses WHERE day = ?')
      .bind(today())
      .all<{ term: string; count: number }>()
  ).results;
const search = async (q: string, ip: string) => {
  const res = await getPage(`${HOSTS.ru}/what-goes-where/search?q=${encodeURIComponent(q)}`, {
    headers: { 'cf-connecting-ip': ip },
  });
  expect(res.status).toBe(200);
  await res.text();
};

describe('search misses are bounded', () => {
  it('normalises the term and ignores what is no item name', async () => {
    await search('  Квазиштука   ЗЕТ!! ', '198.51.100.1');
    await search('9999999', '198.51.100.1');
    await search(`${'квази'.repeat(20)}`, '198.51.100.1');
    const rows = await terms();
    expect(rows.map((r) => r.term)).toContain('квазиштука зет');
    expect(rows.some((r) => r.term.startsWith('9999') || r.term.startsWith('квазиквази'))).toBe(false);
  });

  it('one client counts at most MISSES_PER_CLIENT misses an hour; another client still counts', async () => {
    for (let i = 0; i < MISSES_PER_CLIENT + 5; i++)
      await search(`квазилимит ${String.fromCharCode(1072 + (i % 26))}${i}`, '198.51.100.7');
    expect((await terms()).filter((r) => r.term.startsWith('квазилимит')).length).toBe(MISSES_PER_CLIENT);
    await search('квазидругой', '198.51.100.8');
    expect((await terms()).map((r) => r.term)).toContain('квазидругой');
  });

  it('three addresses of one IPv6 /64 share the hourly count', async () => {
    for (let i = 0; i < MISSES_PER_CLIENT + 6; i++)
      await search(`квазисеть ${String.fromCharCode(1072 + (i % 26))}${i}`, `2001:db8:77:1::${(i % 3) + 1}`);
    expect((await terms()).filter((r) => r.term.startsWith('квазисеть')).length).toBe(MISSES_PER_CLIENT);
  });

  it('a full day takes no new term, but a known term still counts', async () => {
    await search('квазиизвестный', '198.51.100.9');
    const present = (await terms()).length;
    const fill = Array.from({ length: MISS_TERMS_PER_DAY - present }, (_, i) =>
      env.DB.prepare('INSERT INTO guide_search_misses (day, term, count) VALUES (?, ?, 1)').bind(
        today(),
        `заполнитель ${i}`,
      ),
    );
    for (let i = 0; i < fill.length; i += 100) await env.DB.batch(fill.slice(i, i + 100));
    expect((await terms()).length).toBe(MISS_TERMS_PER_DAY);
    await search('квазиновый', '198.51.100.9');
    await search('квазиизвестный', '198.51.100.9');
    const rows = await terms();
    expect(rows.length).toBe(MISS_TERMS_PER_DAY);
    expect(rows.find((r) => r.term === 'квазиизвестный')?.count).toBe(2);
  });

  it(`one network fills at most ${MISSES_PER_CLIENT_DAY} of a day's ${MISS_TERMS_PER_DAY} terms, hour after hour`, async () => {
    const day = '2031-03-04';
    let counted = 0;
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < MISSES_PER_CLIENT; i++) {
        if (
          await countMiss(
            env.DB,
            `квазидень ${hour} ${i}`,
            '2001:db8:78:1::/64',
            new Date(`${day}T0${hour}:10:${String(i).padStart(2, '0')}Z`),
          )
        )
          counted++;
      }
    }
    expect(counted).toBe(MISSES_PER_CLIENT_DAY);
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM guide_search_misses WHERE day = ?')
      .bind(day)
      .first<{ n: number }>();
    expect(stored!.n).toBe(MISSES_PER_CLIENT_DAY);
    // Another network still counts that day.
    expect(await countMiss(env.DB, 'квазидругая сеть', '198.51.100.44', new Date(`${day}T05:00:00Z`))).toBe(true);
  });
});
