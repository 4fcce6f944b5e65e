import { useEffect, useState } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { FinderMap } from '../../components/finder/FinderMap';
import { FinderFilters } from '../../components/finder/FinderFilters';
import { EntryTrust } from '../../components/finder/EntryTrust';
import { LocateButton } from '../../components/finder/LocateButton';
import { NearStreet } from '../../components/finder/NearStreet';
import { OsmAttribution } from '../../components/finder/OsmAttribution';
import { FinderItem } from '../../components/finder/FinderItem';
import { distanceParts, finderSearch, materialIcon, type FinderUrlState } from '../../shared/finder/display';
import { openLabel } from '../../shared/finder/open-label';
import type { FinderEntry, FinderPageData } from '../../shared/finder/page-data';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * /recycling-points: search, material chips, open-now toggle and a nearest-first list, rendered on
 * the server from the URL (a GET form), so it is complete without JavaScript; the map and "use my
 * location" are additions on top.
 */
export default function FinderPage({ data }: PageProps<FinderPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const { edition, locale } = snapshot;
  const path = localizedPath(edition, locale, '/recycling-points');
  const [selected, setSelected] = useState<string | null>(data.focus);
  const { query } = data;
  const urlState: FinderUrlState = { q: query.q, byName: query.byName, materials: query.materials, openNow: query.openNow, near: query.near };
  // OpenStreetMap points shown: their licence asks for the attribution beside the list and the map.
  const showsOsm = data.entries.some((e) => e.source === 'osm');
  const focusEntry = data.focus ? data.entries.find((e) => e.id === data.focus) : undefined;
  const centre = focusEntry ? { lat: focusEntry.lat, lng: focusEntry.lng } : data.origin?.position ?? data.mapCentre;
  // Phones and tablets: the list or the map (with JavaScript; without it both, one above the other).
  const [view, setView] = useState<'list' | 'map'>('list');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const select = (id: string) => {
    setSelected(id);
    // Ids are UUIDs or `osm-node-123`: nothing a selector needs escaped.
    document.querySelector(`[data-testid="finder-entry"][data-id="${id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <div className="flex flex-col gap-6" data-testid="finder">
      <header className="flex flex-col gap-2">
        <h1 className="section-title">{t('finder.title')}</h1>
        {/* Phones skip the lead: the results must start on the first screen. */}
        <p className="m-0 text-slate-600 max-w-3xl hidden sm:block">{t('finder.lead')}</p>
      </header>
      <FinderFilters data={data} path={path} />
      {data.item && <FinderItem item={data.item} namesHref={path + finderSearch({ ...urlState, materials: query.materials.filter((m) => !data.item!.materials.some((i) => i.slug === m)), byName: true })} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 font-semibold" data-testid="finder-count" aria-live="polite">
          {i18n.plural('finder.count', data.total)}{data.capped ? ` ${t('finder.capped')}` : ''}
        </p>
        <LocateButton state={urlState} path={path} />
      </div>
      <p className="m-0 -mt-3 text-sm text-slate-500" data-testid="finder-origin" data-source={data.origin?.source ?? 'default'}>
        {t(`finder.origin.${data.origin?.source ?? 'default'}`, { button: t('finder.locate.button') })}
        {data.origin && <NearStreet position={data.origin.position} />}
      </p>

      {/* Its space is kept before hydration (no layout shift); it works only with JavaScript. */}
      <div className={`finder-view-toggle ${hydrated ? '' : 'invisible'}`} role="group" aria-label={t('finder.view.label')} data-testid="finder-view-toggle">
        {(['list', 'map'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`finder-view-${v}`}>{t(`finder.view.${v}`)}</button>
        ))}
      </div>

      <div className="finder-layout" data-view={view}>
        <div className="finder-list">
          {data.entries.length === 0 ? <p className="card p-6 m-0" data-testid="finder-empty">{t('finder.empty')}</p> : (
            <ol className="list-none m-0 p-0 flex flex-col gap-3" data-testid="finder-list" start={query.offset + 1}>
              {data.entries.map((entry) => (
                <FinderListEntry key={entry.id} entry={entry} selected={selected === entry.id} onSelect={() => setSelected(entry.id)} />
              ))}
            </ol>
          )}
          <Pager data={data} path={path} urlState={urlState} />
          {showsOsm && <OsmAttribution className="mt-3" />}
        </div>
        <div className="finder-map-column">
          <FinderMap entries={data.entries} centre={centre} tileUrl={data.mapTileUrl} selected={selected} onSelect={select} />
          {showsOsm && <OsmAttribution className="mt-2" />}
        </div>
      </div>
    </div>
  );
}

function FinderListEntry({ entry, selected, onSelect }: { entry: FinderEntry; selected: boolean; onSelect: () => void }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const names = new Map((snapshot.data as FinderPageData).materials.map((m) => [m.slug, m.name]));
  const href = localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${entry.id}`);
  const distance = entry.distanceM !== undefined ? distanceParts(entry.distanceM, snapshot.locale) : null;
  const open = entry.hoursUnknown && entry.status === 'accepted' ? { key: 'osm.now.unknown', params: {}, tone: 'closed' as const } : openLabel(entry.open, entry.status === 'temporarily_not_working');
  const tone = open.tone === 'open' ? 'fe-open' : open.tone === 'break' ? 'fe-break' : 'fe-closed';
  return (
    <li data-testid="finder-entry" data-id={entry.id} data-selected={selected || undefined}
      className={selected ? 'card fe finder-entry--selected' : 'card fe'} onMouseEnter={onSelect} onFocus={onSelect}>
      <div className="fe-head">
        <h2 className="fe-name"><a className="link" href={href} data-testid="finder-entry-link">{entry.name}</a></h2>
        {distance && <span className="fe-dist" data-testid="finder-distance">{t(`finder.distance.${distance.unit}`, { n: distance.value })}</span>}
      </div>
      <p className="fe-addr">{entry.address}</p>
      <p className={`fe-state ${tone}`} data-testid="finder-open-state" data-state={entry.status !== 'accepted' ? 'temporarilyClosed' : entry.hoursUnknown ? 'unknown' : entry.open.state}>
        {t(open.key, open.params)}
      </p>
      {entry.materials.length > 0 && (
        <ul className="fe-mats" aria-label={t('finder.materials')}>
          {entry.materials.map((slug) => (
            <li key={slug} className="fe-mat">
              <img src={materialIcon(slug)} alt="" width={14} height={14} />{names.get(slug) ?? slug}
            </li>
          ))}
        </ul>
      )}
      <EntryTrust entry={entry} />
    </li>
  );
}

function Pager({ data, path, urlState }: { data: FinderPageData; path: string; urlState: FinderUrlState }) {
  const { i18n } = useApp();
  const { offset, limit } = data.query;
  const previous = offset > 0 ? Math.max(0, offset - limit) : null;
  const next = offset + limit < data.total ? offset + limit : null;
  if (previous === null && next === null) return null;
  return (
    <nav className="mt-4 flex justify-between gap-3" aria-label={i18n.t('finder.pages')}>
      {previous !== null ? <a className="btn btn-secondary" rel="prev" href={path + finderSearch({ ...urlState, offset: previous })}>{i18n.t('finder.previous')}</a> : <span />}
      {next !== null && <a className="btn btn-secondary" rel="next" href={path + finderSearch({ ...urlState, offset: next })} data-testid="finder-next">{i18n.t('finder.nextPage')}</a>}
    </nav>
  );
}
