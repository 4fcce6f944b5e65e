/**
 * The managers' miss console suggests, for each search the guide did not answer, an item to add
 * it to (worker/services/item-suggest.ts): the nearest item by a looser search or the material
 * the words name, with a one-click form (intent, term, item, language) and the manual synonym form
 * prefilled with the same item. One click adds the synonym: the term leaves the list and the
 * guide's search answers it with that item at once.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTestUser } from './support/accounts';
import { HOSTS, getPage } from './helpers';

const today = () => new Date().toISOString().slice(0, 10);

/** The hidden fields of the suggestion form of one miss. */
function suggestionForm(html: string, term: string): Record<string, string> | null {
  const li = new RegExp(`<li[^>]*data-term="${term}"[^>]*>(.*?)</li>`, 's').exec(html)?.[1];
  const form = li && /<form[^>]*data-testid="guide-suggestion"[^>]*>(.*?)<\/form>/s.exec(li)?.[1];
  if (!form) return null;
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([a-z]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

describe('miss console suggestions', () => {
  it('suggests the nearest item or the material, prefills the synonym form, and adds the synonym in one click', async () => {
    // "самакат": a misspelt "самокат"; the suggestion names the scooter to add it to.
    // "стеклянный абажурчик": no item, the words name glass (ADR 208).
    await env.DB.batch(
      ['самакат', 'стеклянный абажурчик', 'qqqzzzxxx'].map((term) =>
        env.DB.prepare('INSERT OR REPLACE INTO guide_search_misses (day, term, count) VALUES (?, ?, 3)').bind(
          today(),
          term,
        ),
      ),
    );
    const manager = await createTestUser({ roles: ['manager'] });
    const html = await (await getPage(`${HOSTS.ru}/manager/guide`, { headers: { cookie: manager.cookie } })).text();

    const near = suggestionForm(html, 'самакат');
    expect(near).toMatchObject({ intent: 'synonym', term: 'самакат', lang: 'ru' });
    expect(near!.item).toMatch(/scooter/);
    const glass = suggestionForm(html, 'стеклянный абажурчик');
    expect(glass).toMatchObject({ item: 'glass-jar', lang: 'ru' });
    // The manual form of the same miss is prefilled with the suggested item.
    const li = /<li[^>]*data-term="самакат"[^>]*>(.*?)<\/li>/s.exec(html)![1]!;
    expect(li).toMatch(new RegExp(`name="item"[^>]*value="${near!.item}"`));
    // Words that name nothing get no suggestion, only the manual forms.
    expect(suggestionForm(html, 'qqqzzzxxx')).toBeNull();
    expect(html).toContain('data-term="qqqzzzxxx"');

    // One click: the suggestion form posted as it is.
    const added = await SELF.fetch(`${HOSTS.ru}/manager/guide`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.ru, cookie: manager.cookie },
      body: new URLSearchParams(near!).toString(),
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/manager/guide?done=synonym');
    const after = await (await getPage(`${HOSTS.ru}/manager/guide`, { headers: { cookie: manager.cookie } })).text();
    expect(after).not.toContain('data-term="самакат"');
    const api = (await (
      await SELF.fetch(`${HOSTS.ru}/api/v1/what-goes-where?q=${encodeURIComponent('самакат')}`)
    ).json()) as { data: { slug: string }[] };
    expect(api.data[0]?.slug).toBe(near!.item);

    await env.DB.batch([
      env.DB.prepare("DELETE FROM guide_synonyms WHERE term = 'самакат'"),
      env.DB.prepare("DELETE FROM guide_search_misses WHERE term IN ('стеклянный абажурчик', 'qqqzzzxxx')"),
    ]);
  });
});
