import { env } from 'cloudflare:test';
import { insertOrganisationStatement } from '../../../worker/data/organisations';
import { insertUserStatements } from '../../../worker/data/users';
import { hashPassword } from '../../../worker/lib/password';
import { startSession } from '../../../worker/services/auth/session-tokens';

export interface TestUserOptions {
  /** Server roles: volunteer, promotion_creator, facility, tester, manager. */
  roles: string[];
  /** Also creates an organisation and makes the user its member. */
  orgName?: string;
  email?: string;
  password?: string;
  edition?: string;
  locale?: string;
  name?: string;
  status?: 'active' | 'pending' | 'disabled';
}

export interface TestUser {
  userId: string;
  orgId: string | null;
  email: string;
  password: string;
  /** Value for a `cookie` request header: "session=<jwt>". */
  cookie: string;
  /** The session JWT, for `authorization: Bearer <token>`. */
  token: string;
  sessionId: string;
}

const TEST_PASSWORD = 'Test1234pass';
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

/** An account inserted straight into D1 with a real session (no HTTP, no rate limits). */
export async function createTestUser(opts: TestUserOptions): Promise<TestUser> {
  const email = (opts.email ?? `user-${crypto.randomUUID()}@example.org`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const edition = opts.edition ?? 'ru';
  const org = opts.orgName
    ? insertOrganisationStatement(env.DB, { name: opts.orgName, edition, tin: '7700000000' })
    : null;
  const { id: userId, statements } = insertUserStatements(env.DB, {
    email,
    name: opts.name ?? 'Test User',
    password: await hashPassword(password),
    locale: opts.locale ?? { ru: 'ru-RU', kz: 'kk-KZ', international: 'en-US' }[edition] ?? 'ru-RU',
    edition,
    status: opts.status ?? 'active',
    roles: opts.roles,
    orgId: org?.id ?? null,
    emailVerifiedAt: Date.now(),
  });
  await env.DB.batch([...(org ? [org.statement] : []), ...statements]);
  const issued = await startSession(env.DB, secret(), userId, 'vitest');
  return {
    userId,
    orgId: org?.id ?? null,
    email,
    password,
    cookie: `session=${issued.token}`,
    token: issued.token,
    sessionId: issued.sessionId,
  };
}

/** A unique client address per test, so rate limits of one test never leak into another. */
export function testAddress(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
