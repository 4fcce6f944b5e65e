import type { SessionUser } from '../../ui/shared/snapshot';

/**
 * The organiser's side of an event (ADR 015): only the owning organisation acts, every status
 * change is a conditional UPDATE, and the rules mirror ui/shared/events/status.ts. A module of its
 * own so that check-in and slot changes ask it without loading the event lifecycle's mail.
 */
export function isOwner(user: SessionUser | null | undefined, event: { orgId: string }): boolean {
  return !!user && user.roles.includes('charityEventsCreator') && !!user.orgId && user.orgId === event.orgId;
}
