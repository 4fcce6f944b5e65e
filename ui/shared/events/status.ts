import type { EventStatus } from './model';

/**
 * What the owning organisation may do with an event in each status (ADR 015). The worker enforces
 * these with conditional UPDATEs; the pages only mirror them to show or hide buttons.
 */
export type EventAction = 'edit' | 'saveDraft' | 'sendToReview' | 'cancel' | 'delete' | 'markAttendance';

interface Facts {
  status: EventStatus;
  startsAt: number | null;
  endsAt: number | null;
}

/** Attendance can be marked from the start until this long after the end. */
const ATTENDANCE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Statuses in which the organiser edits the event itself; once sent, changes go through support. */
const EDITABLE_STATUSES: readonly EventStatus[] = ['draft', 'declined'];
const DELETABLE_STATUSES: readonly EventStatus[] = ['draft', 'declined'];

export function allowedActions(event: Facts, now: number): EventAction[] {
  const out: EventAction[] = [];
  const editable = EDITABLE_STATUSES.includes(event.status);
  if (editable) out.push('edit', 'saveDraft', 'sendToReview');
  if (DELETABLE_STATUSES.includes(event.status)) out.push('delete');
  if (event.status === 'published' && event.endsAt !== null && event.endsAt > now) out.push('cancel');
  if (
    event.status === 'published' &&
    event.startsAt !== null &&
    event.startsAt <= now &&
    (event.endsAt ?? 0) + ATTENDANCE_WINDOW_MS > now
  ) {
    out.push('markAttendance');
  }
  return out;
}

export function can(event: Facts, action: EventAction, now: number): boolean {
  return allowedActions(event, now).includes(action);
}

/** A volunteer may sign up while the event is published and has not started (places are checked in D1). */
export function signUpOpen(event: Facts, now: number): boolean {
  return event.status === 'published' && event.startsAt !== null && event.startsAt > now;
}

/** …and cancel a sign-up until it starts (today the same rule as signing up). */
export function signUpCancellable(event: Facts, now: number): boolean {
  return signUpOpen(event, now);
}
