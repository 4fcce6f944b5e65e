/**
 * Refusals name statuses and actions in the visitor's words: never a raw slug
 * such as `accepted` or `facility#draft_to_checking`, never English in another locale.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './support/accounts';
import { API, owner, facilityIn } from './facility-support';

let own: TestUser;
beforeAll(async () => {
  own = await owner('Refusal Org');
});

const transit = (id: string, name: string, language: string) =>
  SELF.fetch(`${API}/facility/${id}/transit/`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: own.cookie,
      'accept-language': language,
    },
    body: JSON.stringify({ transit: name, payload: {} }),
  });
const message = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('localized refusals', () => {
  it('an action refused in a status names the action and the status in Russian', async () => {
    const id = await facilityIn(own, 'accepted');
    const res = await transit(id, 'facility#draft_to_checking', 'ru');
    expect(res.status).toBe(409);
    const error = await message(res);
    expect(error.code).toBe('action_not_allowed');
    expect(error.message).toBe('Действие «Отправить на проверку» недоступно для пункта в статусе «Опубликован».');
    expect(error.message).not.toMatch(/accepted|draft_to_checking|facility#/);
    expect(error.message).toMatch(/^[^A-Za-z]*$/);
  });

  it('an unknown transit does not echo the slug back', async () => {
    const id = await facilityIn(own, 'draft');
    const error = await message(await transit(id, 'facility#nope_to_never', 'ru'));
    expect(error.code).toBe('unknown_transit');
    expect(error.message).toBe('Такой смены статуса не существует.');
  });

  it('the Kazakh and international editions use their own words', async () => {
    const id = await facilityIn(own, 'closed');
    const kk = await SELF.fetch(`http://kz.localhost:8787/api/web/v1/facility/facility/${id}/transit/`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: own.cookie },
      body: JSON.stringify({ transit: 'facility#temporarily_not_working_to_accepted', payload: {} }),
    });
    const kkError = await message(kk);
    expect(kkError.message).toContain('«Ашу»');
    expect(kkError.message).not.toMatch(/closed|temporarily_not_working/);
    const en = await SELF.fetch(`http://intl.localhost:8787/api/web/v1/facility/facility/${id}/transit/`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: own.cookie },
      body: JSON.stringify({ transit: 'facility#temporarily_not_working_to_accepted', payload: {} }),
    });
    expect((await message(en)).message).toBe('“Open” is not available for a point with status “Closed permanently”.');
  });
});
