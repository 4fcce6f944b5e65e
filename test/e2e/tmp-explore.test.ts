import { it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration } from './browser';

it('explore', async () => {
  const browser = await launch();
  for (const [ed, loc] of [['ru', 'ru-RU'], ['intl', 'en-US']] as const) {
    const context = await newContext(browser, { locale: loc, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl(ed)}/login`);
    await waitForHydration(page);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/x/login-${ed}.png` });
    const box = await page.getByTestId('login-role-user').boundingBox();
    const cookie = await page.getByTestId('cookie-notice').boundingBox();
    console.log(ed, JSON.stringify(box), JSON.stringify(cookie));
    await context.close();
  }
  // registration scenarios
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const scenario of ['submit-first', 'user-then-corp', 'corp-only']) {
    await page.goto(`${baseUrl('intl')}/registration`);
    await waitForHydration(page);
    if (scenario === 'submit-first') await page.getByTestId('registration-submit').click();
    if (scenario === 'user-then-corp') { await page.getByTestId('role-user').click(); await page.getByTestId('registration-submit').click(); }
    await page.getByTestId('role-charityEventCreator').click();
    await page.getByTestId('registration-submit').click();
    await page.waitForTimeout(500);
    const inv = await page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    console.log(scenario, inv);
    await page.screenshot({ path: `/tmp/x/reg-${scenario}.png` });
  }
  await browser.close();
}, 120_000);
