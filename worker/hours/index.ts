/**
 * Check-in on site, verified hours and the volunteer record (docs/product.md, ADRs 223–228 and
 * 235): the roster's check-in API and codes, hours bounded by the
 * slot in the event's own zone, organisers' corrections, no-shows marked by the Cron Trigger, the
 * record with its PDF and public check page, guardians' consent, and the record's personal data.
 * This file is all that the rest of the worker may import from it (`.dependency-cruiser.cjs`,
 * rule `feature-through-its-index`).
 */
export { RECORD_TABLES, deleteRecordStatements, exportRecordData } from './account-data';
export { checkInApi } from './api';
export { loadCheckInEvent, recordAttendanceHours, recordCheckIn } from './check-in';
export { codeForSignUp } from './check-in-code';
export { CORRECTION_MINUTES, CorrectionReason, correctHours } from './corrections';
export { volunteerNoShows } from './no-shows';
export { recordPages } from './pages';
export { listCheckInTargets } from './sql';
