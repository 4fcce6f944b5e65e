import { SELF } from 'cloudflare:test';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  edition: string;
  links: string[];
}

/** Messages to one address from the development outbox, newest first (/dev/mail.json). */
export async function mailTo(email: string, host = 'http://localhost:8787'): Promise<DevMail[]> {
  const res = await SELF.fetch(`${host}/dev/mail.json?to=${encodeURIComponent(email)}`);
  if (res.status !== 200) throw new Error(`/dev/mail.json answered ${res.status}`);
  return (await res.json()) as DevMail[];
}

/** The first link of the newest message to an address. */
export async function latestLink(email: string): Promise<string> {
  const [mail] = await mailTo(email);
  const link = mail?.links[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}
