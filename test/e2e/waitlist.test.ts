import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';
import { registerVolunteer, signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');

describe('waitlist in Chromium', () => {
  it('a volunteer joins the waitlist of a full event; another cancels; the first gets the place live', async () => {
    // A published event with one place (the creator's API and the dev-only review route).
    const creator = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(creator, 'event creator');
    const start = new Date(Date.now() + 6 * 86400_000);
    const p = (n: number) => String(n).padStart(2, '0');
    const day = `${start.getUTCFullYear()}-${p(start.getUTCMonth() + 1)}-${p(start.getUTCDate())}`;
    const created = await creator.request.post(`${origin}/api/web/v1/charity-event`, {
      headers: { origin },
      data: {
        title: `Одно место ${Date.now().toString(36)}`,
        summary: 'Проверяем лист ожидания',
        description: 'Одно место на всех.',
        category: 'cleanup',
        startsAt: `${day}T10:00`,
        endsAt: `${day}T12:00`,
        timeZone: 'Europe/Moscow',
        address: 'Чистые пруды, 1',
        city: 'Москва',
        capacity: 1,
        rewardPoints: 10,
        contactName: 'Анна',
        contactPhone: '+7 495 555-01-23',
        contactEmail: 'anna@example.org',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(
      (
        await creator.request.post(`${origin}/api/web/v1/charity-event/${id}/send-to-review`, { headers: { origin } })
      ).status(),
    ).toBe(200);
    const manager = await newContext(browser);
    await signInAs(manager, 'manager');
    expect(
      (
        await manager.request.post(`${origin}/api/dev/charity-event/${id}/review`, {
          data: { decision: 'publish' },
          headers: { origin },
        })
      ).status(),
    ).toBe(200);
    await manager.close();

    // The holder takes the only place.
    const holder = await newContext(browser, { locale: 'ru-RU' });
    await registerVolunteer(holder, 'waitlist');
    const h = await holder.newPage();
    await h.goto(`${origin}/charity-event/${id}`);
    await waitForHydration(h);
    await h.getByTestId('signup-button').click();
    await h.getByTestId('signed-up').waitFor();

    // The demo volunteer finds it full and joins the waitlist: first in line.
    const waiter = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(waiter, 'volunteer');
    const w = await waiter.newPage();
    const problems = watchConsole(w);
    await w.goto(`${origin}/charity-event/${id}`);
    await waitForHydration(w);
    await w.getByTestId('waitlist-join').click();
    await expect.poll(() => w.getByTestId('waitlist-position').textContent()).toBe('Ваш номер в листе ожидания: 1');
    await screenshot(w, 'waitlist-waiting');

    // The holder cancels; the waiter's open page shows the place without a reload.
    await h.getByTestId('signup-cancel').click();
    await h.getByTestId('confirm-yes').click();
    await h.getByTestId('signup-button').or(h.getByTestId('waitlist-join')).waitFor();
    await w.getByTestId('signed-up').waitFor({ timeout: 20_000 });
    expect(await w.getByTestId('waitlist-position').count()).toBe(0);
    await screenshot(w, 'waitlist-promoted');
    // And the mail went out from the edition's origin.
    const mails = (await (await waiter.request.get(`${origin}/dev/mail.json?to=volunteer%40example.org`)).json()) as {
      subject: string;
      template: string;
    }[];
    expect(mails.some((m) => m.template === 'volunteers.promoted' && m.subject.includes('Место освободилось'))).toBe(
      true,
    );

    // The creator's roster shows it, with the counts.
    const c = await creator.newPage();
    await c.goto(`${origin}/profile/charity-events/${id}/roster`);
    await waitForHydration(c);
    expect(await c.getByTestId('roster-row').count()).toBe(1);
    expect(await c.getByTestId('roster-count-waiting').locator('dd').textContent()).toBe('0');
    await screenshot(c, 'roster');
    expect(problems).toEqual([]);
    await Promise.all([holder.close(), waiter.close(), creator.close()]);
  }, 120_000);
});
