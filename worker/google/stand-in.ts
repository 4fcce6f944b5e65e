import { Hono, type Context } from 'hono';
import { SignJWT, base64url, importJWK, jwtVerify, type JWTPayload } from 'jose';
import * as z from 'zod';
import { STAND_IN_CLIENT, STAND_IN_PATH } from './provider-config';
import { STAND_IN_ALG, STAND_IN_KID, standInKey, strangerKey } from './stand-in-keys';
import { standInChooserPage } from './stand-in-page';

/**
 * A local OpenID provider standing in for Google in development and tests (never production:
 * the caller mounts it only when standInEnabled()). It speaks the real protocol — discovery,
 * authorization code with PKCE, client authentication, ES256 ID tokens verifiable against its
 * JWKS — so the product's client code is the same as with Google. `login_hint` approves at once;
 * `scenario` lets tests ask for a broken answer (docs/decisions/071-google-stand-in.md).
 */
export const standInProvider = new Hono<{ Bindings: Env }>();

const STAND_IN_SCENARIOS = ['ok', 'deny', 'wrong-audience', 'expired', 'bad-signature', 'unverified-email'] as const;
type Scenario = (typeof STAND_IN_SCENARIOS)[number];

const issuerOf = (c: Context) => `${new URL(c.req.url).origin}${STAND_IN_PATH}`;
const oauthError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status, { 'cache-control': 'no-store' });

standInProvider.get(`${STAND_IN_PATH}/.well-known/openid-configuration`, (c) => {
  const issuer = issuerOf(c);
  return c.json({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [STAND_IN_ALG],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
  });
});

standInProvider.get(`${STAND_IN_PATH}/jwks`, async (c) => c.json({ keys: [(await standInKey(c.env.KV)).publicJwk] }));

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(STAND_IN_CLIENT.id),
  redirect_uri: z.url(),
  scope: z.string().refine((s) => s.split(' ').includes('openid'), 'scope must include openid'),
  state: z.string().min(1),
  nonce: z.string().min(1),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
  login_hint: z.email().optional(),
  name: z.string().max(100).optional(),
  scenario: z.enum(STAND_IN_SCENARIOS).optional(),
});

standInProvider.get(`${STAND_IN_PATH}/authorize`, async (c) => {
  const parsed = authorizeQuery.safeParse(c.req.query());
  if (!parsed.success)
    return c.text(`invalid authorization request: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`, 400);
  const q = parsed.data;
  // Like Google, only registered redirect URIs: here, the product's own /google-auth on this host.
  const redirect = new URL(q.redirect_uri);
  if (redirect.origin !== new URL(c.req.url).origin || !/\/google-auth$/.test(redirect.pathname))
    return c.text('redirect_uri is not registered', 400);
  const scenario: Scenario = q.scenario ?? 'ok';
  if (scenario === 'deny') {
    redirect.search = new URLSearchParams({
      error: 'access_denied',
      error_description: 'The user denied access',
      state: q.state,
    }).toString();
    return c.redirect(redirect.toString(), 302);
  }
  if (!q.login_hint) return c.html(standInChooserPage(c.req.query()), 200, { 'cache-control': 'no-store' });
  const email = q.login_hint.toLowerCase();
  const code = await new SignJWT({
    email,
    name: q.name?.trim() || email.split('@')[0],
    scenario,
    nonce: q.nonce,
    redirect_uri: q.redirect_uri,
    code_challenge: q.code_challenge,
    email_verified: c.req.query('email_verified') !== 'false' && scenario !== 'unverified-email',
  })
    .setProtectedHeader({ alg: STAND_IN_ALG, kid: STAND_IN_KID, typ: 'stand-in-code' })
    .setIssuer(issuerOf(c))
    .setAudience(q.client_id)
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign((await standInKey(c.env.KV)).privateKey);
  redirect.search = new URLSearchParams({ code, state: q.state }).toString();
  return c.redirect(redirect.toString(), 302);
});

const tokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  redirect_uri: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/** client_secret_post or client_secret_basic, as Google accepts both. */
function clientCredentials(c: Context, form: z.infer<typeof tokenForm>): { id?: string; secret?: string } {
  const basic = c.req.header('authorization')?.match(/^Basic (.+)$/)?.[1];
  if (!basic) return { id: form.client_id, secret: form.client_secret };
  const [id, secret] = atob(basic)
    .split(':')
    .map((part) => decodeURIComponent(part));
  return { id, secret };
}

standInProvider.post(`${STAND_IN_PATH}/token`, async (c) => {
  const parsed = tokenForm.safeParse(await c.req.parseBody());
  if (!parsed.success) return oauthError(c, 'invalid_request', 'malformed token request');
  const client = clientCredentials(c, parsed.data);
  if (client.id !== STAND_IN_CLIENT.id || client.secret !== STAND_IN_CLIENT.secret)
    return oauthError(c, 'invalid_client', 'unknown client', 401);
  const key = await standInKey(c.env.KV);
  const issuer = issuerOf(c);
  let code: JWTPayload;
  try {
    ({ payload: code } = await jwtVerify(parsed.data.code, await importJWK(key.publicJwk, STAND_IN_ALG), {
      issuer,
      audience: STAND_IN_CLIENT.id,
      typ: 'stand-in-code',
      algorithms: [STAND_IN_ALG],
    }));
  } catch {
    return oauthError(c, 'invalid_grant', 'the code is invalid or expired');
  }
  if (code.redirect_uri !== parsed.data.redirect_uri)
    return oauthError(c, 'invalid_grant', 'redirect_uri does not match');
  const challenge = base64url.encode(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parsed.data.code_verifier))),
  );
  if (challenge !== code.code_challenge) return oauthError(c, 'invalid_grant', 'PKCE verification failed');
  const scenario = code.scenario as Scenario;
  const email = String(code.email);
  const now = Math.floor(Date.now() / 1000);
  const idToken = await new SignJWT({
    email,
    email_verified: code.email_verified === true,
    name: code.name,
    nonce: code.nonce,
  })
    .setProtectedHeader({ alg: STAND_IN_ALG, kid: STAND_IN_KID, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(await subjectFor(email))
    .setAudience(scenario === 'wrong-audience' ? 'someone-else.apps.example' : STAND_IN_CLIENT.id)
    .setIssuedAt(scenario === 'expired' ? now - 7200 : now)
    .setExpirationTime(scenario === 'expired' ? now - 3600 : now + 3600)
    .sign(scenario === 'bad-signature' ? await strangerKey() : key.privateKey);
  return c.json(
    {
      access_token: crypto.randomUUID(),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    },
    200,
    {
      'cache-control': 'no-store',
    },
  );
});

/** A stable subject per address, as Google's `sub` is stable per account. */
async function subjectFor(email: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`stand-in:${email}`)));
  return Array.from(digest.slice(0, 10), (b) => b.toString().padStart(3, '0'))
    .join('')
    .slice(0, 21);
}
