/**
 * Field rules of docs/product.md §5.1–5.3 as pure functions: each returns an issue message (a locale key,
 * optionally `key|{"n":64}` with parameters) or null. The schemas in this folder apply them;
 * `issueText()` turns a message into text. Empty values pass every rule but `required`.
 */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 20;
const EMAIL_LOCAL_MAX = 64;
const EMAIL_DOMAIN_MAX = 66;
/** docs/product.md §5.3: a space or any of \ ' " < > { } [ ] ( ) : ; | ` */
export const PASSWORD_FORBIDDEN = [
  ' ',
  '\\',
  "'",
  '"',
  '<',
  '>',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  ':',
  ';',
  '|',
  '`',
] as const;

const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function message(key: string, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function required(value: unknown): string | null {
  return isEmpty(value) ? 'validation.required' : null;
}

/** Standard format, local part ≤ 64, domain ≤ 66 (docs/product.md §5.1, §9). */
export function emailRule(value: string | undefined): string | null {
  if (isEmpty(value)) return null;
  const email = value!.trim();
  const at = email.lastIndexOf('@');
  if (at < 1) return 'validation.email';
  if (email.slice(0, at).length > EMAIL_LOCAL_MAX || email.slice(at + 1).length > EMAIL_DOMAIN_MAX)
    return 'validation.email';
  return EMAIL_FORMAT.test(email) ? null : 'validation.email';
}

/** docs/product.md §5.2: an identifier that looks like an e-mail is one; anything else is a username. */
export function identifierKind(login: string): 'email' | 'username' {
  return emailRule(login) === null && login.includes('@') ? 'email' : 'username';
}

/** 8–20 characters, upper, lower, digit, none of the forbidden characters (docs/product.md §5.3). */
export function passwordRule(value: string | undefined): string | null {
  if (isEmpty(value)) return null;
  const password = value!;
  if (PASSWORD_FORBIDDEN.some((ch) => password.includes(ch))) return 'validation.passwordForbidden';
  const ok =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password);
  return ok ? null : 'validation.password';
}

/** Integer with an optional minus sign (docs/product.md §5.1); the tax id's message names the edition's id. */
export function integerRule(value: string | undefined): string | null {
  if (isEmpty(value)) return null;
  return /^-?\d+$/.test(value!.trim()) ? null : 'validation.invalidTin';
}

export function maxLengthRule(value: string | undefined, max: number): string | null {
  if (isEmpty(value)) return null;
  return value!.trim().length > max ? message('validation.maxLength', { n: max }) : null;
}

/** First failing rule's message. */
export function firstIssue(...results: (string | null)[]): string | null {
  return results.find((r) => r !== null) ?? null;
}

/** Text of an issue message through a translator (`extra` fills edition-dependent names). */
export function issueText(
  issue: string,
  t: (key: string, params?: Record<string, string | number>) => string,
  extra?: Record<string, string>,
): string {
  const bar = issue.indexOf('|');
  const key = bar < 0 ? issue : issue.slice(0, bar);
  const params = bar < 0 ? {} : (JSON.parse(issue.slice(bar + 1)) as Record<string, string | number>);
  return t(key, { ...extra, ...params });
}
