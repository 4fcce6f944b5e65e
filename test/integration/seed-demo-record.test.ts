import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { splitSql, stableId } from '../../scripts/lib/seed-sql.mjs';
// @ts-expect-error plain ESM seed helpers
import { recordSeedSql } from '../../scripts/seed-record.mjs';
import { startSession } from '../../worker/services/auth/session-tokens';
import { HOSTS, getPage } from './helpers';

/**
 * The demo volunteer's record (scripts/seed-record.mjs) loaded into this run's D1: a year of hours
 * across organisations and roles shows on the record page, and the PDF issued in the demo has a
 * check page stating its snapshot.
 */
describe('the demo volunteer record', () => {
  it('shows a year of hours across organisations and roles, and the demo PDF checks', async () => {
    const now = Date.UTC(2026, 10, 20, 21, 30);
    const volunteer = stableId('user:volunteer@example.org');
    const org = stableId('org:Green Events LLC');
    await env.DB.batch([
      env.DB.prepare(
        `INSERT OR IGNORE INTO organisations (id, name, edition, created_at) VALUES (?, 'ООО «Зелёные события»', 'ru', ?)`,
      ).bind(org, now),
      ...[
        ['events@example.org', 'Евгений Орлов', org],
        ['volunteer@example.org', 'Вера Смирнова', null],
        ['manager@example.org', 'Максим Петров', null],
      ].map(([email, name, orgId]) =>
        env.DB.prepare(
          `INSERT OR IGNORE INTO users (id, email, name, locale, edition, status, org_id, created_at, updated_at) VALUES (?, ?, ?, 'ru-RU', 'ru', 'active', ?, ?, ?)`,
        ).bind(stableId(`user:${email}`), email, name, orgId, now, now),
      ),
      env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'volunteer')").bind(volunteer),
      env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'manager')").bind(
        stableId('user:manager@example.org'),
      ),
    ]);
    const statements = splitSql(recordSeedSql({ nowSeconds: now / 1000 })) as string[];
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));

    const hours = await env.DB.prepare(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT org_id) AS orgs, COUNT(DISTINCT role_name) AS roles, MIN(local_date) AS first FROM volunteer_hours WHERE user_id = ? AND source != 'no_show'",
    )
      .bind(volunteer)
      .first<{ n: number; orgs: number; roles: number; first: string }>();
    expect(hours).toMatchObject({ n: 10, orgs: 3 });
    expect(hours!.roles).toBeGreaterThanOrEqual(6);
    expect(hours!.first.slice(0, 4)).toBe('2025');

    const { token } = await startSession(
      env.DB,
      (env as unknown as { JWT_SECRET: string }).JWT_SECRET,
      volunteer,
      'vitest',
    );
    const html = await (
      await getPage(`${HOSTS.ru}/profile/volunteer-record`, { headers: { cookie: `session=${token}` } })
    ).text();
    expect(html.match(/data-testid="record-activity"/g)).toHaveLength(10);
    expect(html).toContain('АНО «Чистый берег»');
    expect(html).toContain('Фонд «Лесной дозор»');
    expect(html).toContain('Ушла на полчаса раньше');
    expect(html).toContain('менеджер портала');
    expect(html).not.toContain('Уборка пляжа в Серебряном бору');
    expect(html).toContain('data-token="demorecord29"');

    const check = await getPage(`${HOSTS.ru}/v/demorecord29`);
    expect(check.status).toBe(200);
    const page = await check.text();
    expect(page).toContain('Вера Смирнова');
    expect(page).toContain('Субботник в Парке Горького');
    expect(page).not.toContain('volunteer@example.org');
    const issue = await env.DB.prepare('SELECT facts FROM volunteer_record_issues WHERE token = ?')
      .bind('demorecord29')
      .first<{ facts: string }>();
    const facts = JSON.parse(issue!.facts);
    // Issued ten days ago: the last activity (thirty days ago) is in it, with every verified flag a boolean.
    expect(facts.activities.length).toBe(10);
    expect(facts.minutes).toBe(facts.activities.reduce((n: number, a: { minutes: number }) => n + a.minutes, 0));
    expect(facts.activities.every((a: { verified: unknown }) => typeof a.verified === 'boolean')).toBe(true);
  });
});
