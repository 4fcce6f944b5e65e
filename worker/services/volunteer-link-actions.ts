import { findEvent } from '../data/events';
import { confirmPlace, optOutStatement } from '../data/events-roster';
import { leaveEvent } from '../data/events-waitlist';
import { leaveAllSlots, leaveSlot } from '../data/events-slot-waitlist';
import { claimOnce } from '../data/claims';
import type { NotifyEnv } from './notify';
import { linkClaimKey, verifyLink } from './volunteer-links';
import type { VolunteerMailContext } from './volunteer-mail';
import { tellPromoted } from './volunteer-notices';

/**
 * What a signed link from volunteer mail does (docs/decisions/157-signed-volunteer-links.md).
 * "I'm coming" acts on the click (harmless if a mail scanner opens it first); "I can't come" and
 * "stop these mails" ask once on the page and act on its button (a POST), so a link preview never
 * gives a place away.
 */
type LinkState =
  | 'confirmed'
  | 'cancel-ask'
  | 'cancelled'
  | 'unsubscribe-ask'
  | 'unsubscribed'
  | 'invalid'
  | 'used'
  | 'not-held';

export interface LinkOutcome {
  state: LinkState;
  eventId: string | null;
  title: string;
  kind: string | null;
}

export async function followVolunteerLink(
  env: NotifyEnv,
  mail: VolunteerMailContext,
  token: string,
  commit: boolean,
  now = Date.now(),
): Promise<LinkOutcome> {
  const payload = await verifyLink(mail.keys, token, now);
  if (!payload) return { state: 'invalid', eventId: null, title: '', kind: null };
  const event = await findEvent(env.DB, payload.e);
  if (!event) return { state: 'invalid', eventId: null, title: '', kind: null };
  const out = (state: LinkState): LinkOutcome => ({
    state,
    eventId: event.id,
    title: event.title,
    kind: payload.k ?? null,
  });
  if (payload.a === 'unsubscribe') {
    if (!commit || !payload.k) return out(payload.k ? 'unsubscribe-ask' : 'invalid');
    await optOutStatement(env.DB, payload.u, payload.k, true, now).run();
    return out('unsubscribed');
  }
  if (payload.a === 'cancel' && !commit) return out('cancel-ask');
  // Single use: the link's id is claimed by its first use.
  if (!(await claimOnce(env.DB, linkClaimKey(payload), new Date(now)))) return out('used');
  if (payload.a === 'confirm')
    return out((await confirmPlace(env.DB, event.id, payload.u, now)) ? 'confirmed' : 'not-held');
  // "I can't come": the slot the mail named, else the whole event — its implicit slot, or every
  // slot held or waited for in an event with roles (ADR 231).
  const { left, promoted } = payload.s
    ? await leaveSlot(env.DB, event.id, payload.s, payload.u, now)
    : await leaveEvent(env.DB, event.id, payload.u, now);
  const slots = !left && !payload.s ? await leaveAllSlots(env.DB, event.id, payload.u, now) : null;
  await tellPromoted(env, mail, event.id, [...promoted, ...(slots?.promoted ?? [])]);
  return out(left || slots?.left ? 'cancelled' : 'not-held');
}
