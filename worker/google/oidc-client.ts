import * as oauth from 'oauth4webapi';
import {
  createRemoteJWKSet,
  customFetch as joseCustomFetch,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { ExternalIdentity } from './sql';
import type { GoogleProvider } from './provider-config';
import { standInProvider } from './stand-in';

/**
 * The OpenID Connect client (authorization code + PKCE) on oauth4webapi, with the ID token's
 * signature checked by jose against the provider's JWKS (oauth4webapi validates the claims —
 * issuer, audience, expiry, nonce — but, as OIDC allows for TLS-fetched tokens, not the signature;
 * we check it anyway). Requests to the local stand-in are answered in-process: a Worker cannot
 * reliably fetch its own origin under workerd (docs/decisions/071-google-stand-in.md).
 */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedProfile {
  identity: ExternalIdentity;
  name: string;
}

/** Why a callback failed; each maps to one localized explanation on /google-auth-error. */
export type GoogleFailure =
  | 'provider-denied'
  | 'state-mismatch'
  | 'invalid-token'
  | 'email-unverified'
  | 'provider-unavailable';

export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleFailure,
    detail: string,
  ) {
    super(detail);
  }
}

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

function fetcherFor(provider: GoogleProvider, env: Env): Fetcher {
  if (!provider.standIn) return (url, init) => fetch(url, init);
  return async (url, init) => {
    if (!url.startsWith(provider.issuer.href)) throw new Error(`stand-in client must not fetch ${url}`);
    return standInProvider.fetch(new Request(url, init), env);
  };
}

function requestOptions(provider: GoogleProvider, env: Env) {
  const f = fetcherFor(provider, env);
  return {
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => f(url, init as RequestInit),
    // http only for the loopback stand-in; Google is always https.
    ...(provider.standIn ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

const discovered = new Map<string, { server: oauth.AuthorizationServer; at: number }>();
const jwksSets = new Map<string, JWTVerifyGetKey>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

async function authorizationServer(provider: GoogleProvider, env: Env): Promise<oauth.AuthorizationServer> {
  const hit = discovered.get(provider.issuer.href);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.server;
  const response = await oauth.discoveryRequest(provider.issuer, {
    algorithm: 'oidc',
    ...requestOptions(provider, env),
  });
  const server = await oauth.processDiscoveryResponse(provider.issuer, response);
  discovered.set(provider.issuer.href, { server, at: Date.now() });
  return server;
}

function jwksFor(provider: GoogleProvider, server: oauth.AuthorizationServer, env: Env): JWTVerifyGetKey {
  if (!server.jwks_uri) throw new GoogleSignInError('provider-unavailable', 'the provider publishes no jwks_uri');
  // The stand-in's fetcher carries this request's bindings: a fresh set per request, never shared.
  if (provider.standIn) {
    const f = fetcherFor(provider, env);
    return createRemoteJWKSet(new URL(server.jwks_uri), {
      [joseCustomFetch]: (url: string, init: RequestInit) => f(url, init),
    });
  }
  let set = jwksSets.get(server.jwks_uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(server.jwks_uri));
    jwksSets.set(server.jwks_uri, set);
  }
  return set;
}

const client = (provider: GoogleProvider): oauth.Client => ({ client_id: provider.clientId });

export function newFlowSecrets(): FlowSecrets {
  return {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
  };
}

/** The provider's authorization URL for this flow (scopes openid email profile, PKCE S256). */
export async function authorizationUrl(
  provider: GoogleProvider,
  env: Env,
  redirectUri: string,
  secrets: FlowSecrets,
): Promise<URL> {
  const server = await authorizationServer(provider, env);
  if (!server.authorization_endpoint) throw new GoogleSignInError('provider-unavailable', 'no authorization endpoint');
  const url = new URL(server.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

/**
 * The callback: state check, code exchange, ID token claims (oauth4webapi), signature (jose),
 * then `email_verified`. Every failure becomes a GoogleSignInError with a reason.
 */
export async function completeCallback(
  provider: GoogleProvider,
  env: Env,
  callback: URL,
  redirectUri: string,
  secrets: FlowSecrets,
): Promise<VerifiedProfile> {
  let server: oauth.AuthorizationServer;
  try {
    server = await authorizationServer(provider, env);
  } catch (error) {
    throw new GoogleSignInError('provider-unavailable', String(error));
  }
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(server, client(provider), callback.searchParams, secrets.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) throw new GoogleSignInError('provider-denied', error.error);
    throw new GoogleSignInError('state-mismatch', String(error));
  }
  let idToken: string;
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      client(provider),
      oauth.ClientSecretPost(provider.clientSecret),
      params,
      redirectUri,
      secrets.codeVerifier,
      requestOptions(provider, env),
    );
    const result = await oauth.processAuthorizationCodeResponse(server, client(provider), response, {
      expectedNonce: secrets.nonce,
      requireIdToken: true,
    });
    idToken = result.id_token!;
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) throw new GoogleSignInError('provider-denied', error.error);
    throw new GoogleSignInError('invalid-token', String(error));
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, jwksFor(provider, server, env), {
      issuer: server.issuer,
      audience: provider.clientId,
      algorithms: server.id_token_signing_alg_values_supported ?? ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new GoogleSignInError('invalid-token', String(error));
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true)
    throw new GoogleSignInError('email-unverified', 'the provider did not verify the e-mail address');
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split('@')[0]!;
  return { identity: { provider: 'google', issuer: server.issuer, subject: claims.sub!, email }, name };
}
