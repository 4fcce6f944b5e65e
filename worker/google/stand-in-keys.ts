import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/**
 * The stand-in provider's ES256 signing key: generated once with jose, kept in KV so every
 * isolate of `wrangler dev` signs with the same key, and memoised per isolate.
 */
const KV_KEY = 'dev:google-stand-in:signing-key';
export const STAND_IN_KID = 'stand-in-1';
export const STAND_IN_ALG = 'ES256';

export interface StandInKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

let memo: Promise<StandInKey> | undefined;

async function loadOrCreate(kv: KVNamespace): Promise<StandInKey> {
  const stored = await kv.get<{ privateJwk: JWK; publicJwk: JWK }>(KV_KEY, 'json');
  if (stored)
    return { privateKey: (await importJWK(stored.privateJwk, STAND_IN_ALG)) as CryptoKey, publicJwk: stored.publicJwk };
  const pair = await generateKeyPair(STAND_IN_ALG, { extractable: true });
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: STAND_IN_KID, alg: STAND_IN_ALG, use: 'sig' };
  await kv.put(KV_KEY, JSON.stringify({ privateJwk: await exportJWK(pair.privateKey), publicJwk }));
  return { privateKey: pair.privateKey, publicJwk };
}

export function standInKey(kv: KVNamespace): Promise<StandInKey> {
  memo ??= loadOrCreate(kv).catch((error: unknown) => {
    memo = undefined;
    throw error;
  });
  return memo;
}

/** A key the JWKS does not publish: the "bad signature" test scenario signs with it. */
export async function strangerKey(): Promise<CryptoKey> {
  return (await generateKeyPair(STAND_IN_ALG)).privateKey;
}
