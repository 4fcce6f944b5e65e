import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { driveDatesText, driveDayText, weekdayName } from '../../shared/drives/format';
import type { CollectionDrivePageData } from '../../shared/drives/pages';
import { openLabel } from '../../shared/finder/open-label';
import { localizedPath } from '../../shared/locale-negotiation';
import { numberFormat } from '../../shared/locale-format';

/**
 * /collection-drives/:id: a drive's public page. Before and during the drive: when, where, hours,
 * what it takes, what to know, and the volunteer shifts of its linked event; after: the same as a
 * record, with what was collected.
 */
export default function CollectionDrivePage({ data }: PageProps<CollectionDrivePageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const d = data.drive;
  const open = openLabel(d.open);
  const to = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  return (
    <article className="flex flex-col gap-6" data-testid="drive-page" data-phase={d.phase} data-status={d.status}>
      <header className="flex flex-col gap-2">
        <span className="self-start rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-sky-900">
          {t('drives.badge')}
        </span>
        <h1 className="m-0 text-3xl font-bold" data-testid="drive-title">
          {d.title}
        </h1>
        <p className="m-0 text-lg" data-testid="drive-when">
          {d.phase === 'upcoming' || d.phase === 'hidden'
            ? t('drives.from', { date: driveDayText(snapshot.locale, d.startDate) })
            : driveDatesText(snapshot.locale, d.startDate, d.endDate)}
          {d.hours ? ` · ${t('drives.hours', { start: d.hours.start, end: d.hours.end })}` : ''}
        </p>
        {d.week && (
          <ul className="list-none m-0 p-0 text-slate-700" data-testid="drive-week">
            {d.week.map((w) => (
              <li key={w.date}>
                {weekdayName(snapshot.locale, w.date)}:{' '}
                {w.start ? t('drives.hours', { start: w.start, end: w.end }) : t('drives.closedDay')}
              </li>
            ))}
          </ul>
        )}
        <p className="m-0 text-slate-700">{d.address}</p>
        {d.phase === 'on' && (
          <p className="m-0 font-semibold" data-testid="drive-open" data-state={d.open.state}>
            {t(open.key, open.params)}
          </p>
        )}
        {d.phase === 'ended' && (
          <p className="m-0 font-semibold text-slate-700" data-testid="drive-ended">
            {t('drives.ended')}
          </p>
        )}
        {d.status !== 'accepted' && <p className="m-0 text-amber-800">{t(`drives.status.${d.status}`)}</p>}
      </header>
      <section className="card p-6 flex flex-col gap-2">
        <h2 className="m-0 text-xl font-semibold">{t('drives.takes')}</h2>
        <ul className="m-0 pl-5" data-testid="drive-takes">
          {[...d.materials, ...d.items].map((m) => (
            <li key={m.slug}>{m.name}</li>
          ))}
        </ul>
        <p className="m-0 text-slate-600">{t('drives.runBy', { org: d.orgName })}</p>
      </section>
      {d.notes && (
        <section className="card p-6 flex flex-col gap-2">
          <h2 className="m-0 text-xl font-semibold">{t('drives.notes')}</h2>
          <p className="m-0 whitespace-pre-line">{d.notes}</p>
        </section>
      )}
      {d.event && d.phase !== 'ended' && (
        <section className="card p-6 flex flex-col gap-2" data-testid="drive-volunteer">
          <h2 className="m-0 text-xl font-semibold">{t('drives.volunteer.title')}</h2>
          <p className="m-0">{t('drives.volunteer.text')}</p>
          <a
            className="btn btn-primary self-start"
            href={to(`/charity-event/${d.event.id}`)}
            data-testid="drive-event-link"
          >
            {t('drives.volunteer.link')}
          </a>
        </section>
      )}
      {d.phase === 'ended' && (
        <section className="card p-6 flex flex-col gap-2" data-testid="drive-amounts">
          <h2 className="m-0 text-xl font-semibold">{t('drives.amounts.collected')}</h2>
          {d.amounts?.length ? (
            <ul className="m-0 pl-5">
              {d.amounts.map((a) => (
                <li key={a.what}>
                  {a.name}: {t(`drives.amounts.${a.unit}Value`, { n: numberFormat(snapshot.locale).format(a.amount) })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="m-0 text-slate-600">{t('drives.amounts.none')}</p>
          )}
        </section>
      )}
      <a className="link self-start" href={to(`/recycling-points?near=${d.lat},${d.lng}`)}>
        {t('drives.nearby')}
      </a>
    </article>
  );
}
