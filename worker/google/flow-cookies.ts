import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { keyId, withVerifyKey } from '../lib/keyring';

/**
 * Two short-lived signed cookies (HS256 with JWT_SECRET, each with its own `typ` so one can never
 * pass for the other or for a session):
 *  - `google_flow`: state, nonce and PKCE verifier between the redirect and the callback (10 min);
 *  - `google_identity`: the verified identity between the callback and the registration or merge
 *    confirmation that finishes it (15 min). Holding it server-signed means the e-mail cannot be
 *    edited on the prefilled form.
 * Signed with the current key and its `kid`; read with the key the `kid` names, so a flow begun
 * just before a key rotation still finishes (docs/decisions/109-key-rotation.md).
 */
const FLOW = { name: 'google_flow', typ: 'google-flow', ttl: 10 * 60 } as const;
const IDENTITY = { name: 'google_identity', typ: 'google-identity', ttl: 15 * 60 } as const;

const flowSchema = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string(), next: z.string() });
const identitySchema = z.object({
  provider: z.literal('google'),
  issuer: z.string(),
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  next: z.string(),
  /** The account found by e-mail when a merge must be confirmed. */
  userId: z.string().nullable(),
});
export type FlowCookie = z.infer<typeof flowSchema>;
export type IdentityCookie = z.infer<typeof identitySchema>;

const encoder = new TextEncoder();

async function write(c: Context<AppEnv>, spec: typeof FLOW | typeof IDENTITY, payload: Record<string, unknown>) {
  const secret = c.get('vars').keys.current;
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: spec.typ, kid: await keyId(secret) })
    .setIssuedAt()
    .setExpirationTime(`${spec.ttl}s`)
    .sign(encoder.encode(secret));
  setCookie(c, spec.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: spec.ttl,
    secure: c.get('vars').ENVIRONMENT === 'production' || new URL(c.req.url).protocol === 'https:',
  });
}

async function read<T>(
  c: Context<AppEnv>,
  spec: typeof FLOW | typeof IDENTITY,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const token = getCookie(c, spec.name);
  if (!token) return null;
  try {
    const verified = await withVerifyKey(c.get('vars').keys, decodeProtectedHeader(token).kid, (secret) =>
      jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], typ: spec.typ }).then(
        ({ payload }) => payload,
        () => null,
      ),
    );
    const parsed = verified && schema.safeParse(verified.value);
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const writeFlowCookie = (c: Context<AppEnv>, flow: FlowCookie) => write(c, FLOW, flow);
export const readFlowCookie = (c: Context<AppEnv>) => read(c, FLOW, flowSchema);
export const clearFlowCookie = (c: Context<AppEnv>) => deleteCookie(c, FLOW.name, { path: '/' });

export const writeIdentityCookie = (c: Context<AppEnv>, identity: IdentityCookie) => write(c, IDENTITY, identity);
export const readIdentityCookie = (c: Context<AppEnv>) => read(c, IDENTITY, identitySchema);
export const clearIdentityCookie = (c: Context<AppEnv>) => deleteCookie(c, IDENTITY.name, { path: '/' });
