#!/usr/bin/env node
/**
 * One name per concept (docs/README.md, glossary). A recycling point is `facility` in code and
 * tables, whatever its source; "point" is the product's word in texts, docs and public URLs
 * (`/recycling-points`, `/manager/points`). This check fails on a retired code name coming back:
 * a file named after "point(s)" outside the URL-named folders, or one of the identifiers the
 * rename replaced. Run by `npm test` before the suites; `node scripts/check-names.mjs` prints all.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && fs.existsSync(path.join(root, f)));
const code = tracked.filter(
  (f) => /^(worker|ui|editions|scripts|test|data|locales)\//.test(f) && /\.(ts|tsx|mjs|js|json|sql|css)$/.test(f),
);

// Names a file may carry although they say "point": the public URL's folder and seed file, the
// balance's points (a volunteer's points are not recycling points), visual baselines.
const FILE_OK = [
  /^ui\/pages\/recycling-points\//,
  /recycling-points\.sql$/,
  /event-points\.test\.ts$/,
  /visual-baselines\//,
];
const FILE_RETIRED = /(^|[-_./])points?([-_.]|$)|Points?(?=[A-Z.])/;

// Identifiers the rename retired (whole words); the product role flags the wire format fixes
// (`recyclingPointsCreator`, `recyclingPointCreator`) and page ids named after their URL stay.
const RETIRED = [
  'finder_points',
  'osm_points',
  'osm_point_claims',
  'osm_point_id',
  'pointId',
  'pointIds',
  'pointIn',
  'pointName',
  'pointAccepted',
  'pointDeclined',
  'pointBlocked',
  'pointUnblocked',
  'publicPoint',
  'publicPointView',
  'PublicPointView',
  'demoPointId',
  'FinderPointList',
  'ownPoints',
  'GuidePoints',
  'managerPoint',
  'managerPoints',
  'pointReport',
  'pointStillCorrect',
  'pointMatches',
  'PointQueue',
  'PointDecision',
  'OsmPoint',
  'osmPoint',
  'pointInReview',
  'pointOwner',
  'pointDetail',
  'pointConfirmed',
  'PublicPointPage',
  'PointTrust',
  'FinderPointRow',
  'PointRow',
  'PointActions',
  'PointTrustLine',
  'PointEditorPage',
  'OwnPointsPage',
  'ManagerPointPage',
  'ManagerPointsPage',
  'OsmPointPage',
  'PointReportPage',
  'PointStillCorrectPage',
  'reportablePoint',
  'publicPointOf',
  'confirmPoint',
  'decidePoint',
  'getOsmPoint',
  'listPointsIn',
  'nearestPointsFor',
  'pointsMatching',
  'transitRecyclingPoint',
  'saveRecyclingPoint',
  'removeRecyclingPoints',
  'listOwnRecyclingPoints',
  'getRecyclingPoint',
  'createRecyclingPoint',
  'osm_point_reports',
  'point_id',
  'OwnerPoint',
  'ReportablePoint',
  'osmPointId',
  'osmPointRow',
  'ownerPointFrom',
  'ownerPointOf',
  'shownPoint',
];
// A name ends at anything but an identifier character (a template's `${` counts as an end).
const word = new RegExp(`(?<![A-Za-z0-9_$])(${RETIRED.join('|')})(?![A-Za-z0-9_]|\\$(?!\\{))`);

const findings = [];
for (const f of code) {
  if (f === 'scripts/check-names.mjs') continue;
  if (FILE_RETIRED.test(path.basename(f)) && !FILE_OK.some((re) => re.test(f)))
    findings.push(`${f}: file named after "point"; the code name is "facility"`);
  // Migrations before the rename keep the names they created; they are history.
  if (/^migrations\//.test(f)) continue;
  fs.readFileSync(path.join(root, f), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = line.match(word);
      if (m)
        findings.push(
          `${f}:${i + 1}: retired name "${m[1]}" (docs/README.md glossary: a recycling point is "facility" in code)`,
        );
    });
}
if (findings.length) {
  console.error(findings.join('\n'));
  console.error(`\ncheck-names: ${findings.length} finding(s).`);
  process.exit(1);
}
console.log(`check-names: ${code.length} files use one name per concept.`);
