import { useApp } from '../../app/context';
import { DriveFinderEntry } from '../../components/drives/DriveFinderEntry';
import type { DriveEntry } from '../../shared/drives/model';
import { EntryTrust } from '../../components/finder/EntryTrust';
import { distanceParts, FINDER_SELECTED, materialIcon } from '../../shared/finder/display';
import { openLabel } from '../../shared/finder/open-label';
import type { FinderEntry } from '../../shared/finder/page-data';
import { localizedPath } from '../../shared/locale-negotiation';

interface Props {
  entries: FinderEntry[];
  /** Collection drives shown now around the same place, listed first (first page only). */
  drives?: DriveEntry[];
  /** Material names by slug, in the page's locale (the filters' chips). */
  materialNames: ReadonlyMap<string, string>;
  /** The entry the page opens with selected (`?point=`). */
  focus: string | null;
  /** Where this page starts in the whole list (the `<ol>` numbering). */
  offset: number;
}

/**
 * The finder's list of points, or the sentence saying none matches. Rendered by the worker only
 * (worker/routes/finder-pages.tsx) and kept by the browser as HTML (docs/decisions/166): a search,
 * a filter or the next page loads a new document, so the list never changes in place. Pointing at
 * or focusing an entry selects it on the map through FinderPage's handlers on the list's column.
 */
export default function FinderResults({ entries, drives = [], materialNames, focus, offset }: Props) {
  const { t } = useApp().i18n;
  if (entries.length === 0 && drives.length === 0)
    return (
      <p className="card p-6 m-0" data-testid="finder-empty">
        {t('finder.empty')}
      </p>
    );
  return (
    <ol className="list-none m-0 p-0 flex flex-col gap-3" data-testid="finder-list" start={offset + 1}>
      {drives.map((d) => (
        <DriveFinderEntry key={d.id} entry={d} names={materialNames} />
      ))}
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} names={materialNames} selected={focus === entry.id} />
      ))}
    </ol>
  );
}

function Entry({
  entry,
  names,
  selected,
}: {
  entry: FinderEntry;
  names: ReadonlyMap<string, string>;
  selected: boolean;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${entry.id}`);
  const distance = entry.distanceM !== undefined ? distanceParts(entry.distanceM, snapshot.locale) : null;
  const open =
    entry.hoursUnknown && entry.status === 'accepted'
      ? { key: 'osm.now.unknown', params: {}, tone: 'closed' as const }
      : openLabel(entry.open, entry.status === 'temporarily_not_working');
  const tone = open.tone === 'open' ? 'fe-open' : open.tone === 'break' ? 'fe-break' : 'fe-closed';
  return (
    <li
      data-testid="finder-entry"
      data-id={entry.id}
      data-selected={selected || undefined}
      className={selected ? `card fe ${FINDER_SELECTED}` : 'card fe'}
    >
      <div className="fe-head">
        <h2 className="fe-name">
          <a className="link" href={href} data-testid="finder-entry-link">
            {entry.name}
          </a>
        </h2>
        {distance && (
          <span className="fe-dist" data-testid="finder-distance">
            {t(`finder.distance.${distance.unit}`, { n: distance.value })}
          </span>
        )}
      </div>
      <p className="fe-addr">{entry.address}</p>
      <p
        className={`fe-state ${tone}`}
        data-testid="finder-open-state"
        data-state={
          entry.status !== 'accepted' ? 'temporarilyClosed' : entry.hoursUnknown ? 'unknown' : entry.open.state
        }
      >
        {t(open.key, open.params)}
      </p>
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
      <EntryTrust entry={entry} />
    </li>
  );
}
