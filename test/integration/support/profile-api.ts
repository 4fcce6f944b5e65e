import { SELF } from 'cloudflare:test';
import type { TestUser } from './accounts';

/** A call to the profile API (`/api/profile…`) as `user` (a guest when null), with a JSON body when given. */
export function profileApi(host: string, user: TestUser | null, method: string, path: string, body?: unknown) {
  return SELF.fetch(`${host}/api/profile${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(user ? { cookie: user.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
