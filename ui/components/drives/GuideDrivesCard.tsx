import { useApp } from '../../app/context';
import { driveDatesText, driveDayText } from '../../shared/drives/format';
import type { GuideDrives } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

/** The guide's seasonal answer: drives taking the item now, else "Next collection drive: …, from 2 January". */
export function GuideDrivesCard({ drives }: { drives: GuideDrives }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = (id: string) => localizedPath(snapshot.edition, snapshot.locale, `/collection-drives/${id}`);
  if (!drives.active.length && drives.next)
    return (
      <p className="card p-5 m-0" data-testid="guide-next-drive">
        <a className="link" href={href(drives.next.id)}>
          {t('drives.guide.next', {
            title: drives.next.title,
            date: driveDayText(snapshot.locale, drives.next.startDate),
          })}
        </a>
      </p>
    );
  return (
    <section className="card p-5 flex flex-col gap-3" data-testid="guide-drives">
      <h2 className="m-0 text-xl font-semibold">{t('drives.guide.active')}</h2>
      <ul className="list-none m-0 p-0 flex flex-col gap-2">
        {drives.active.map((d) => (
          <li key={d.id} data-testid="guide-drive" data-id={d.id}>
            <a className="link font-semibold" href={href(d.id)} data-testid="guide-drive-link">
              {d.title}
            </a>
            <span className="block text-sm text-slate-600">
              {d.phase === 'upcoming'
                ? t('drives.from', { date: driveDayText(snapshot.locale, d.startDate) })
                : driveDatesText(snapshot.locale, d.startDate, d.endDate)}
              {' · '}
              {d.address}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
