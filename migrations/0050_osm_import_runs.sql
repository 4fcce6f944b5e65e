-- An OpenStreetMap import that is under way, one per region of an edition
-- (docs/decisions/218-osm-remote-imports-resume.md). Forward-only. Written only by the importer
-- (scripts/lib/osm/runs.mjs): a run stages its rows into osm_import_staging in batches, each batch
-- committing its rows and the new `staged` count together, so an interrupted import resumes where
-- its last committed batch ended; the region's rows are swapped in by one transaction that also
-- sets phase = 'merged', and the row goes once the finder index has followed.

CREATE TABLE IF NOT EXISTS osm_import_runs (
  edition TEXT NOT NULL,
  region TEXT NOT NULL,
  -- osm_import_staging.run of this run's rows ('<ms>-<random>').
  run TEXT NOT NULL UNIQUE,
  -- What is being imported: the same file (SHA-256 of its bytes) and time zone resume, anything else
  -- starts afresh and discards this run's staging.
  file_sha256 TEXT NOT NULL,
  time_zone TEXT NOT NULL DEFAULT '',
  -- The time rows are computed against (dated opening hours); a resumed run keeps it.
  started_at INTEGER NOT NULL,
  -- Rows of the extract, in reading order, whose batches have committed; and how many batches.
  staged INTEGER NOT NULL DEFAULT 0,
  batches INTEGER NOT NULL DEFAULT 0,
  -- 'staging' until the swap commits, then 'merged' (with the summary the swap computed).
  phase TEXT NOT NULL DEFAULT 'staging' CHECK (phase IN ('staging', 'merged')),
  summary TEXT NOT NULL DEFAULT '{}',
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (edition, region)
);
