-- iCalendar SEQUENCE per event, raised by the write paths in
-- worker/data/events.ts on every change that matters to attendees (time, place, title, cancellation).
-- (Not a trigger: D1 counts a trigger's writes in meta.changes, which the transitions check.)
ALTER TABLE charity_events ADD COLUMN ical_sequence INTEGER NOT NULL DEFAULT 0;
