-- The public events list at any number of events (ADR 175).
-- The list asked for published events that are not over, sorted by start: the index on
-- (edition, status, starts_at) walked every past event first, COUNT(*) read every upcoming one and
-- the city filter's GROUP BY read them all again. Each page got slower as events accumulated.
--
-- `listed` is 1 while an event is published and not over. Triggers set it when the status or the
-- end changes (the clock of the write); the scheduled job `event-listing` clears it once an event
-- ends (worker/scheduled/event-listing.ts). The list reads the `listed` rows in start order, so a
-- page reads its own rows (and those ended since the last sweep), and counts at most 1,001.
--
-- `event_cities` counts the listed events of each city (case-insensitive), kept by triggers, so the
-- city filter reads one row per city, not one per event.
--
-- Milliseconds since the epoch from SQLite's clock, the unit of starts_at and ends_at; julianday
-- rather than unixepoch('subsec'), which the sqlite3 that loads the bench's seed does not know.
ALTER TABLE charity_events ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
UPDATE charity_events SET listed = 1
  WHERE status = 'published' AND ends_at > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER);

-- Start order of one edition's listed events, alone, by city or by category; ends_at inside, so
-- the check that an event is not over reads no table row.
CREATE INDEX IF NOT EXISTS charity_events_listed ON charity_events(edition, listed, starts_at, id, ends_at);
CREATE INDEX IF NOT EXISTS charity_events_listed_city ON charity_events(edition, listed, city COLLATE NOCASE, starts_at, id, ends_at);
CREATE INDEX IF NOT EXISTS charity_events_listed_category ON charity_events(edition, listed, category, starts_at, id, ends_at);
-- A point page's next events: its listed events in start order.
CREATE INDEX IF NOT EXISTS charity_events_facility_listed ON charity_events(facility_id, listed, starts_at, ends_at);
-- The sweep's: listed events by end. The list's queries write `+ends_at` so they never pick it.
CREATE INDEX IF NOT EXISTS charity_events_listed_ends ON charity_events(listed, ends_at);
-- The sitemap's (newest change first, up to its limit), read from the index in order; the list was
-- the only other reader of the two indexes it replaces.
CREATE INDEX IF NOT EXISTS charity_events_sitemap ON charity_events(edition, status, updated_at);
DROP INDEX IF EXISTS charity_events_public;
DROP INDEX IF EXISTS charity_events_public_city;

CREATE TABLE IF NOT EXISTS event_cities (
  edition TEXT NOT NULL,
  -- The first spelling seen; 'almaty' and 'Almaty' are one city (NOCASE folds ASCII letters only).
  city TEXT NOT NULL COLLATE NOCASE,
  -- Listed events in the city; a row at 0 is removed by the sweep.
  n INTEGER NOT NULL,
  PRIMARY KEY (edition, city)
) WITHOUT ROWID;
INSERT INTO event_cities (edition, city, n)
  SELECT edition, city, COUNT(*) FROM charity_events WHERE listed = 1 AND city <> '' GROUP BY edition, city COLLATE NOCASE;

CREATE TRIGGER IF NOT EXISTS charity_events_listed_ai AFTER INSERT ON charity_events
  WHEN NEW.listed = 0 AND NEW.status = 'published' AND NEW.ends_at > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
BEGIN
  UPDATE charity_events SET listed = 1 WHERE id = NEW.id;
END;
CREATE TRIGGER IF NOT EXISTS charity_events_listed_au AFTER UPDATE OF status, ends_at ON charity_events BEGIN
  UPDATE charity_events SET listed = (NEW.status = 'published' AND NEW.ends_at > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE id = NEW.id AND listed IS NOT (NEW.status = 'published' AND NEW.ends_at > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- The city counts follow `listed`, the city and the edition. INSERT ... SELECT needs its WHERE
-- before ON CONFLICT (SQLite's parsing rule for upserts from a SELECT).
CREATE TRIGGER IF NOT EXISTS event_cities_ai AFTER INSERT ON charity_events WHEN NEW.listed = 1 AND NEW.city <> '' BEGIN
  INSERT INTO event_cities (edition, city, n) SELECT NEW.edition, NEW.city, 1 WHERE 1
    ON CONFLICT (edition, city) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER IF NOT EXISTS event_cities_au AFTER UPDATE OF listed, city, edition ON charity_events
  WHEN OLD.listed IS NOT NEW.listed OR OLD.city IS NOT NEW.city OR OLD.edition IS NOT NEW.edition
BEGIN
  UPDATE event_cities SET n = n - 1 WHERE OLD.listed = 1 AND edition = OLD.edition AND city = OLD.city;
  INSERT INTO event_cities (edition, city, n) SELECT NEW.edition, NEW.city, 1 WHERE NEW.listed = 1 AND NEW.city <> ''
    ON CONFLICT (edition, city) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER IF NOT EXISTS event_cities_ad AFTER DELETE ON charity_events WHEN OLD.listed = 1 BEGIN
  UPDATE event_cities SET n = n - 1 WHERE edition = OLD.edition AND city = OLD.city;
END;
