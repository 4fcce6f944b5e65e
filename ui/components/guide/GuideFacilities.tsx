import { useApp } from '../../app/context';
import type { FinderEntry } from '../../shared/finder/page-data';
import { localizedPath } from '../../shared/locale-negotiation';

/** The nearest points that take an item (open ones first), and the finder prefiltered for it. */
export function GuideFacilities({ entries, total, finderHref, title, name = 'guide-points' }: { entries: FinderEntry[]; total: number; finderHref: string; title: string; name?: string }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${name}-title`} data-testid={name}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${name}-title`} className="m-0 text-xl font-semibold">{title}</h2>
        <a className="btn btn-secondary" href={finderHref} data-testid={`${name}-finder`}>{t('guide.item.finder')}</a>
      </div>
      {entries.length === 0 ? <p className="m-0 card p-5" data-testid={`${name}-none`}>{t('guide.item.nearestNone')}</p> : (
        <ol className="list-none m-0 p-0 grid gap-3 sm:grid-cols-2" data-testid={`${name}-list`} data-total={total}>
          {entries.map((e) => (
            <li key={e.id} className="card p-4 flex flex-col gap-1" data-testid="guide-point" data-id={e.id} data-open={e.open.state}>
              <a className="link font-semibold" href={localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${e.id}`)}>{e.name}</a>
              <span className="text-sm text-slate-600">{e.address}</span>
              <span className={`text-sm font-medium ${e.open.state === 'open' ? 'text-emerald-700' : 'text-slate-500'}`}>
                {t(e.open.state === 'open' ? 'guide.item.openNow' : 'guide.item.closedNow')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
