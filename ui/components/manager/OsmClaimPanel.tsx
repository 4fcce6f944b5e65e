import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { CLAIM_RADIUS_M, type OsmClaimView } from '../../shared/osm/claim';
import type { LatLng } from '../../shared/finder/geo';
import { formatWhen } from './console-links';

const W = 320;
const H = 200;
const PAD = 24;
const M_PER_DEG = 111_320;
const NICE = [
  10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
];

/**
 * The two points on a small drawn map (no tiles, no script: the server renders it), the OSM point
 * with the claim's 300 m circle when it fits, and a scale bar. Enough to see "same corner" or
 * "another city" at a glance.
 */
function ClaimMap({ osm, point, label }: { osm: LatLng; point: LatLng | null; label: string }) {
  const mid = point ? { lat: (osm.lat + point.lat) / 2, lng: (osm.lng + point.lng) / 2 } : osm;
  const kx = M_PER_DEG * Math.cos((mid.lat * Math.PI) / 180);
  const metres = (p: LatLng) => ({ x: (p.lng - mid.lng) * kx, y: (p.lat - mid.lat) * M_PER_DEG });
  const a = metres(osm);
  const b = point ? metres(point) : a;
  const far = Math.hypot(a.x - b.x, a.y - b.y) > 3 * CLAIM_RADIUS_M;
  const r = far ? 0 : CLAIM_RADIUS_M;
  const reachX = Math.max(Math.abs(a.x) + r, Math.abs(b.x), 1);
  const reachY = Math.max(Math.abs(a.y) + r, Math.abs(b.y), 1);
  const scale = Math.min((W / 2 - PAD) / reachX, (H / 2 - PAD) / reachY);
  const px = (m: { x: number; y: number }) => ({ x: W / 2 + m.x * scale, y: H / 2 - m.y * scale });
  const pa = px(a);
  const pb = px(b);
  const bar = NICE.filter((n) => n * scale <= W / 3).at(-1) ?? NICE[0]!;
  const barText = bar >= 1000 ? `${bar / 1000} km` : `${bar} m`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={label}
      className="max-w-full rounded-xl border border-slate-300 bg-slate-50"
      data-testid="claim-map"
    >
      {r > 0 && (
        <circle
          cx={pa.x}
          cy={pa.y}
          r={r * scale}
          fill="#dbeafe"
          fillOpacity="0.6"
          stroke="#2563eb"
          strokeDasharray="4 3"
        />
      )}
      {point && <line x1={pa.x} y1={pa.y} x2={pb.x} y2={pb.y} stroke="#475569" strokeWidth="1.5" />}
      <circle cx={pa.x} cy={pa.y} r="7" fill="#2563eb" stroke="#fff" strokeWidth="2" />
      <text x={pa.x + 10} y={pa.y - 8} fontSize="12" fill="#1e3a8a">
        OSM
      </text>
      {point && <circle cx={pb.x} cy={pb.y} r="7" fill="#15803d" stroke="#fff" strokeWidth="2" />}
      {point && (
        <text x={pb.x + 10} y={pb.y + 16} fontSize="12" fill="#14532d">
          1
        </text>
      )}
      <line x1={PAD} y1={H - 10} x2={PAD + bar * scale} y2={H - 10} stroke="#0f172a" strokeWidth="2" />
      <text x={PAD} y={H - 14} fontSize="11" fill="#0f172a">
        {barText}
      </text>
    </svg>
  );
}

/**
 * /manager/points/{id}: each OpenStreetMap point the owner's point claims, beside it (names,
 * addresses, distance, the small map), with its own accept/refuse decision
 * (docs/decisions/191-osm-claim-review.md). The forms post without JavaScript.
 */
export function OsmClaimPanel({
  facilityId,
  name,
  address,
  claims,
}: {
  facilityId: string;
  name: string;
  address: string;
  claims: OsmClaimView[];
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  return (
    <>
      {claims.map((claim) => {
        const osmName = claim.name || t(`osm.kind.${claim.kind}`);
        const tooFar = claim.distance === null || claim.distance > CLAIM_RADIUS_M;
        const distance =
          claim.distance === null
            ? t('manager.claim.noPosition')
            : t('manager.claim.distance', { distance: claim.distance });
        return (
          <section
            key={claim.osmId}
            className="card p-6 flex flex-col gap-4"
            data-testid="osm-claim"
            data-osm-id={claim.osmId}
            data-status={claim.status}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="m-0 text-xl font-bold">{t('manager.claim.title')}</h2>
              <span
                className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
                data-testid="claim-status"
              >
                {t(`manager.claim.status.${claim.status}`)}
              </span>
            </div>
            <p className="m-0 text-slate-700">{t('manager.claim.text', { limit: CLAIM_RADIUS_M })}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1" data-testid="claim-owner-point">
                <p className="m-0 text-sm font-semibold uppercase tracking-wide text-green-800">
                  1 · {t('manager.claim.ownerFacility')}
                </p>
                <p className="m-0 font-medium text-slate-900">{name}</p>
                <p className="m-0 text-slate-700">{address}</p>
              </div>
              <div className="flex flex-col gap-1" data-testid="claim-osm-point">
                <p className="m-0 text-sm font-semibold uppercase tracking-wide text-blue-800">
                  OSM · {t('manager.claim.osmFacility')}
                </p>
                <a className="link font-medium" href={path(`/recycling-points/${claim.osmId}`)}>
                  {osmName}
                </a>
                <p className="m-0 text-slate-700">{claim.address}</p>
              </div>
            </div>
            <p
              className={`m-0 font-semibold ${tooFar ? 'text-red-700' : 'text-slate-900'}`}
              data-testid="claim-distance"
              data-distance={claim.distance ?? ''}
            >
              {distance}
            </p>
            <ClaimMap osm={claim.osm} point={claim.point} label={`${t('manager.claim.mapLabel')}: ${distance}`} />
            {claim.status === 'pending' ? (
              <form
                method="post"
                action={path(`/manager/points/${facilityId}/claims/${claim.osmId}`)}
                className="flex flex-wrap gap-3"
                data-testid="claim-form"
              >
                <button
                  type="submit"
                  name="intent"
                  value="accept"
                  className="btn btn-primary"
                  data-testid="claim-accept"
                >
                  {t('manager.claim.accept')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="refuse"
                  className="btn bg-rose-700 text-white hover:bg-rose-800"
                  data-testid="claim-refuse"
                >
                  {t('manager.claim.refuse')}
                </button>
              </form>
            ) : (
              claim.decidedAt !== null && (
                <p className="m-0 text-sm text-slate-600">{formatWhen(snapshot, claim.decidedAt)}</p>
              )
            )}
          </section>
        );
      })}
    </>
  );
}
