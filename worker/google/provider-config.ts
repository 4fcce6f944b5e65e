import { devToolsEnabled, type Vars } from '../env';

/**
 * Which OpenID provider "Sign in with Google" talks to (docs/decisions/070-google-sign-in.md):
 * Google itself when a client id and secret are configured; otherwise, in development and tests
 * only, the local stand-in at /dev/google; otherwise none, and the link is hidden.
 */
export interface GoogleProvider {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The local stand-in (http on loopback, answered in-process: docs/decisions/071). */
  standIn: boolean;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
export const STAND_IN_PATH = '/dev/google';
/** The stand-in's only client. Not a secret: the stand-in never runs in production. */
export const STAND_IN_CLIENT = { id: 'ecoportal-stand-in', secret: 'stand-in-client-secret' } as const;

function googleCredentialsConfigured(vars: Vars): boolean {
  return vars.GOOGLE_CLIENT_ID !== '' && vars.GOOGLE_CLIENT_SECRET !== '';
}

/** The stand-in answers only in development/tests and only while no real credentials are set. */
export function standInEnabled(vars: Vars): boolean {
  return !googleCredentialsConfigured(vars) && devToolsEnabled(vars);
}

export function googleSignInAvailable(vars: Vars): boolean {
  return googleCredentialsConfigured(vars) || standInEnabled(vars);
}

/** `origin` is the request's: the stand-in lives on the same host as the edition that uses it. */
export function googleProvider(vars: Vars, origin: string): GoogleProvider | null {
  if (googleCredentialsConfigured(vars)) {
    return {
      issuer: new URL(vars.GOOGLE_ISSUER || GOOGLE_ISSUER),
      clientId: vars.GOOGLE_CLIENT_ID,
      clientSecret: vars.GOOGLE_CLIENT_SECRET,
      standIn: false,
    };
  }
  if (standInEnabled(vars)) {
    return {
      issuer: new URL(`${origin}${STAND_IN_PATH}`),
      clientId: STAND_IN_CLIENT.id,
      clientSecret: STAND_IN_CLIENT.secret,
      standIn: true,
    };
  }
  return null;
}
