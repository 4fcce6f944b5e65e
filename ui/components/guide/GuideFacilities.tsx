import { useApp } from '../../app/context';
import { LocateButton } from '../finder/LocateButton';
import { distanceParts, type FinderUrlState } from '../../shared/finder/display';
import type { FinderEntry } from '../../shared/finder/page-data';
import type { GuideFacilitiesView } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

interface Props {
  entries: FinderEntry[];
  total: number;
  finderHref: string;
  title: string;
  name?: string;
  /** Set for an item's points: where they are ordered from (null: no position, name order). */
  origin?: GuideFacilitiesView['origin'];
  /** Without `origin`: the edition's main city the points are ordered from. */
  orderCity?: string | null;
  /** This page's path and query, reloaded with `near=` by "Use my location". */
  locate?: { path: string; state: FinderUrlState };
}

/**
 * The points that take an item (open ones first), nearest first from a real position with their
 * distances, else in name order with no distances and a line saying so, and the finder
 * prefiltered for it.
 */
export function GuideFacilities({
  entries,
  total,
  finderHref,
  title,
  name = 'guide-points',
  origin,
  orderCity,
  locate,
}: Props) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const source = origin === undefined ? null : (origin?.source ?? 'city');
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${name}-title`} data-testid={name}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${name}-title`} className="m-0 text-xl font-semibold">
          {title}
        </h2>
        <a className="btn btn-secondary" href={finderHref} data-testid={`${name}-finder`}>
          {t('guide.item.finder')}
        </a>
      </div>
      {source && (
        <div className="flex flex-col gap-2">
          <p className="m-0 text-sm text-slate-500" data-testid={`${name}-origin`} data-source={source}>
            {t(`finder.origin.${source}`, {
              button: t('finder.locate.button'),
              city: orderCity ? t(`finder.cities.${orderCity}`) : '',
            })}
          </p>
          {locate && source !== 'near' && <LocateButton state={locate.state} path={locate.path} />}
        </div>
      )}
      {entries.length === 0 ? (
        <p className="m-0 card p-5" data-testid={`${name}-none`}>
          {t('guide.item.nearestNone')}
        </p>
      ) : (
        <ol className="list-none m-0 p-0 grid gap-3 sm:grid-cols-2" data-testid={`${name}-list`} data-total={total}>
          {entries.map((e) => {
            const distance = e.distanceM !== undefined ? distanceParts(e.distanceM, snapshot.locale) : null;
            return (
              <li
                key={e.id}
                className="card p-4 flex flex-col gap-1"
                data-testid="guide-point"
                data-id={e.id}
                data-open={e.open.state}
              >
                <a
                  className="link font-semibold"
                  href={localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${e.id}`)}
                >
                  {e.name}
                </a>
                <span className="text-sm text-slate-600">{e.address}</span>
                <span className="text-sm">
                  <span className={`font-medium ${e.open.state === 'open' ? 'text-emerald-700' : 'text-slate-500'}`}>
                    {t(e.open.state === 'open' ? 'guide.item.openNow' : 'guide.item.closedNow')}
                  </span>
                  {distance && (
                    <span className="text-slate-600" data-testid="guide-point-distance">
                      {' '}
                      · {t(`finder.distance.${distance.unit}`, { n: distance.value })}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
