import { SELF, env } from 'cloudflare:test';

/**
 * A minimal browser for the Google sign-in flow over HTTP: keeps cookies per host-less jar,
 * never follows redirects by itself, and drives the local stand-in provider like a user would.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  absorb(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(
    url: string | URL,
    init: { method?: string; form?: Record<string, string | string[]> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'text/html', cookie: this.header() };
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(init.form)) for (const one of ([] as string[]).concat(v)) body.append(k, one);
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = new URL(url).origin;
    }
    const res = await SELF.fetch(String(url), {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.absorb(res);
    return res;
  }
}

export interface StandInChoice {
  email: string;
  name?: string;
  scenario?: 'ok' | 'deny' | 'wrong-audience' | 'expired' | 'bad-signature' | 'unverified-email';
  next?: string;
}

/** Clicks the link, lets the stand-in approve at once (login_hint), returns the callback URL. */
export async function approveAtStandIn(jar: CookieJar, host: string, choice: StandInChoice): Promise<URL> {
  const start = await jar.fetch(
    `${host}/api/auth/google/authorize${choice.next ? `?next=${encodeURIComponent(choice.next)}` : ''}`,
  );
  if (start.status !== 302) throw new Error(`authorize answered ${start.status}`);
  const authorize = new URL(start.headers.get('location')!);
  authorize.searchParams.set('login_hint', choice.email);
  if (choice.name) authorize.searchParams.set('name', choice.name);
  if (choice.scenario) authorize.searchParams.set('scenario', choice.scenario);
  const approved = await jar.fetch(authorize);
  if (approved.status !== 302) throw new Error(`stand-in answered ${approved.status}: ${await approved.text()}`);
  return new URL(approved.headers.get('location')!);
}

/** The whole round trip up to the product's answer to the callback. */
export async function signInWithStandIn(jar: CookieJar, host: string, choice: StandInChoice): Promise<Response> {
  return jar.fetch(await approveAtStandIn(jar, host, choice));
}

/** A fresh address per test. */
export const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.org`;
/** The linked identities of an address. */
export const links = (email: string) =>
  env.DB.prepare('SELECT user_id, provider, email FROM linked_identities WHERE email = ?')
    .bind(email)
    .all<{ user_id: string; provider: string; email: string }>();
/** The account behind an address. */
export const userRow = (email: string) =>
  env.DB.prepare('SELECT id, status, password_hash, name FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: string; status: string; password_hash: string | null; name: string }>();
export const location = (res: Response) => res.headers.get('location');

/**
 * Follows a mailed /confirm-merge link as a person does: the GET shows the page (and changes
 * nothing), its button POSTs the token. Returns the POST's answer (or the GET's when it had no button).
 */
export async function followMergeLink(jar: CookieJar, link: string): Promise<Response> {
  const page = await jar.fetch(link);
  if (page.status !== 200) return page;
  const token = new URL(link).searchParams.get('token')!;
  return jar.fetch(link.split('?')[0]!, { form: { intent: 'link', token } });
}
