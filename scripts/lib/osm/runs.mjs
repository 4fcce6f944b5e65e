/**
 * Import runs (migrations/0050_osm_import_runs.sql, docs/decisions/218-osm-remote-imports-resume.md):
 * the record that lets an interrupted import of a region resume instead of starting over. One run per
 * (edition, region). Every write below is a statement meant to go in the same batch (one transaction)
 * as the rows it describes, so the record never says more than the database holds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { q } from '../seed-sql.mjs';

/** SHA-256 of the file's bytes, read as a stream. */
export async function fileSha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** The unfinished run of (edition, region), or null. */
export async function findRun(store, edition, region) {
  const [row] = await store.all(
    `SELECT run, file_sha256, time_zone, started_at, staged, batches, phase, summary FROM osm_import_runs WHERE edition = ${q(edition)} AND region = ${q(region)}`,
  );
  return row ?? null;
}

/** Whether `row` is a run of this very import (same bytes, same time zone). */
export const sameImport = (row, sha, timeZone) => row.file_sha256 === sha && row.time_zone === (timeZone ?? '');

/** Drops a run and its staged rows (a different file, --restart, --drop-region, a file that failed to read). */
export const discardStatements = (run) => [
  `DELETE FROM osm_import_staging WHERE run = ${q(run)}`,
  `DELETE FROM osm_import_runs WHERE run = ${q(run)}`,
];

/** Drops whatever run (edition, region) has: the statements of `--drop-region`'s batch. */
export const discardRegionStatements = (edition, region) => [
  `DELETE FROM osm_import_staging WHERE run IN (SELECT run FROM osm_import_runs WHERE edition = ${q(edition)} AND region = ${q(region)})`,
  `DELETE FROM osm_import_runs WHERE edition = ${q(edition)} AND region = ${q(region)}`,
];

/**
 * A new run, in one batch: staging no run owns and older than six hours (left by an importer before
 * runs were recorded) goes, then the run's row.
 */
export function startStatements({ run, edition, region, sha, timeZone, startedAt, now }) {
  return [
    `DELETE FROM osm_import_staging WHERE run NOT IN (SELECT run FROM osm_import_runs) AND CAST(substr(run, 1, 13) AS INTEGER) < ${now - 6 * 3_600_000}`,
    `INSERT INTO osm_import_runs (edition, region, run, file_sha256, time_zone, started_at, updated_at)
       VALUES (${q(edition)}, ${q(region)}, ${q(run)}, ${q(sha)}, ${q(timeZone ?? '')}, ${startedAt}, ${now})`,
  ];
}

/** The last statement of a staging batch: the rows through `staged` are in, `batches` batches so far. */
export const progressStatement = (run, staged, batches) =>
  `UPDATE osm_import_runs SET staged = MAX(staged, ${staged}), batches = MAX(batches, ${batches}), updated_at = ${Date.now()} WHERE run = ${q(run)}`;

/** Holds while the run's swap has not committed: every statement of the swap carries it. */
export const stillStaging = (run) =>
  `EXISTS (SELECT 1 FROM osm_import_runs r WHERE r.run = ${q(run)} AND r.phase = 'staging')`;

/** The last statement of the swap: it committed, with the summary it computed. */
export const mergedStatement = (run, summary) =>
  `UPDATE osm_import_runs SET phase = 'merged', summary = ${q(JSON.stringify(summary))}, updated_at = ${Date.now()} WHERE run = ${q(run)} AND phase = 'staging'`;

/**
 * Thrown when the database stopped answering mid-import (a failed or lost `wrangler d1 execute`):
 * the message says what is in the database and how to go on; `cause` is the store's error.
 */
export class ImportInterrupted extends Error {
  name = 'ImportInterrupted';
}

/** A store whose failures are marked, so they are told apart from a file that fails to read. */
export class StoreFailure extends Error {
  name = 'StoreFailure';
}
export function marked(store) {
  const wrap =
    (f) =>
    async (...args) => {
      try {
        return await f(...args);
      } catch (e) {
        throw new StoreFailure(
          String(e?.message ?? e)
            .trim()
            .slice(0, 2000),
          { cause: e },
        );
      }
    };
  return { ...store, run: wrap(store.run), all: wrap(store.all) };
}
