import { useApp } from '../../app/context';
import { driveDatesText, driveDayText } from '../../shared/drives/format';
import type { DriveEntry } from '../../shared/drives/model';
import { distanceParts, materialIcon } from '../../shared/finder/display';
import { openLabel } from '../../shared/finder/open-label';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * A collection drive in the finder's list (server HTML only, like the points' entries): marked as a
 * drive, its dates ("from 2 January" before it begins), today's hours on its own calendar, open now.
 */
export function DriveFinderEntry({ entry, names }: { entry: DriveEntry; names: ReadonlyMap<string, string> }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = localizedPath(snapshot.edition, snapshot.locale, `/collection-drives/${entry.id}`);
  const distance = entry.distanceM !== undefined ? distanceParts(entry.distanceM, snapshot.locale) : null;
  const open = openLabel(entry.open);
  const tone = open.tone === 'open' ? 'fe-open' : open.tone === 'break' ? 'fe-break' : 'fe-closed';
  const dates =
    entry.phase === 'upcoming'
      ? t('drives.from', { date: driveDayText(snapshot.locale, entry.startDate) })
      : driveDatesText(snapshot.locale, entry.startDate, entry.endDate);
  return (
    <li data-testid="finder-drive" data-id={`drive:${entry.id}`} data-phase={entry.phase} className="card fe">
      <div className="fe-head">
        <h2 className="fe-name">
          <span
            className="mr-2 inline-flex rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 align-middle"
            data-testid="drive-badge"
          >
            {t('drives.badge')}
          </span>
          <a className="link" href={href} data-testid="finder-drive-link">
            {entry.title}
          </a>
        </h2>
        {distance && <span className="fe-dist">{t(`finder.distance.${distance.unit}`, { n: distance.value })}</span>}
      </div>
      <p className="fe-addr">{entry.address}</p>
      <p className="fe-addr" data-testid="drive-dates">
        {dates}
        {entry.today ? ` · ${t('drives.todayHours', { start: entry.today.start, end: entry.today.end })}` : ''}
      </p>
      {entry.phase === 'on' && (
        <p className={`fe-state ${tone}`} data-testid="drive-open-state" data-state={entry.open.state}>
          {t(open.key, open.params)}
        </p>
      )}
      {entry.materials.length > 0 && (
        <ul className="fe-mats" aria-label={t('finder.materials')}>
          {entry.materials.map((slug) => (
            <li key={slug} className="fe-mat">
              <img src={materialIcon(slug)} alt="" width={14} height={14} />
              {names.get(slug) ?? slug}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
