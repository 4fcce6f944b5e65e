import { useEffect, useState, type SyntheticEvent } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { FinderMap } from '../../components/finder/FinderMap';
import { FinderFilters } from '../../components/finder/FinderFilters';
import { ServerHtml } from '../../components/common/ServerHtml';
import { LocateButton } from '../../components/finder/LocateButton';
import { NearStreet } from '../../components/finder/NearStreet';
import { OsmAttribution } from '../../components/finder/OsmAttribution';
import { FinderItem } from '../../components/finder/FinderItem';
import { FINDER_SELECTED, finderSearch, type FinderUrlState } from '../../shared/finder/display';
import type { FinderPageData } from '../../shared/finder/page-data';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * /recycling-points: search, material chips, open-now toggle and a nearest-first list, rendered on
 * the server from the URL (a GET form), so it is complete without JavaScript; the map and "use my
 * location" are additions on top. The list is the worker's HTML (FinderResults.tsx,
 * docs/decisions/166); the map gets the entries' positions as `markers`.
 */
/** An entry of the server's list (FinderResults.tsx); not by test id, which production leaves out. */
const ENTRY = 'li.fe[data-id]';

export default function FinderPage({ data, serverPart }: PageProps<FinderPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const { edition, locale } = snapshot;
  const path = localizedPath(edition, locale, '/recycling-points');
  const [selected, setSelected] = useState<string | null>(data.focus);
  const { query } = data;
  const urlState: FinderUrlState = {
    q: query.q,
    byName: query.byName,
    materials: query.materials,
    openNow: query.openNow,
    near: query.near,
  };
  // OpenStreetMap points shown: their licence asks for the attribution beside the list and the map.
  const showsOsm = data.osm;
  const focusEntry = data.focus ? data.markers.find((e) => e.id === data.focus) : undefined;
  const centre = focusEntry ? { lat: focusEntry.lat, lng: focusEntry.lng } : (data.origin?.position ?? data.mapCentre);
  // Phones and tablets: the list or the map (with JavaScript; without it both, one above the other).
  const [view, setView] = useState<'list' | 'map'>('list');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The list is not React's (server HTML): the selection is drawn on it directly.
  useEffect(() => {
    for (const entry of document.querySelectorAll<HTMLElement>(ENTRY)) {
      const on = entry.dataset.id === selected;
      entry.classList.toggle(FINDER_SELECTED, on);
      entry.toggleAttribute('data-selected', on);
    }
  }, [selected]);
  // Pointing at or focusing an entry selects it on the map (events bubble out of the server HTML).
  const pick = (event: SyntheticEvent) => {
    const id = (event.target as Element).closest?.<HTMLElement>(ENTRY)?.dataset.id;
    if (id) setSelected(id);
  };

  const select = (id: string) => {
    setSelected(id);
    // Ids are UUIDs or `osm-node-123`: nothing a selector needs escaped.
    document.querySelector(`${ENTRY}[data-id="${id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <div className="flex flex-col gap-6" data-testid="finder">
      <header className="flex flex-col gap-2">
        <h1 className="section-title">{t('finder.title')}</h1>
        {/* Phones skip the lead: the results must start on the first screen. */}
        <p className="m-0 text-slate-600 max-w-3xl hidden sm:block">{t('finder.lead')}</p>
      </header>
      <FinderFilters data={data} path={path} />
      {data.item && (
        <FinderItem
          item={data.item}
          namesHref={
            path +
            finderSearch({
              ...urlState,
              materials: query.materials.filter((m) => !data.item!.materials.some((i) => i.slug === m)),
              byName: true,
            })
          }
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 font-semibold" data-testid="finder-count" aria-live="polite">
          {i18n.plural('finder.count', data.total)}
          {data.capped ? ` ${t('finder.capped')}` : ''}
        </p>
        <LocateButton state={urlState} path={path} />
      </div>
      <p
        className="m-0 -mt-3 text-sm text-slate-500"
        data-testid="finder-origin"
        data-source={data.origin?.source ?? 'city'}
      >
        {t(`finder.origin.${data.origin?.source ?? 'city'}`, {
          button: t('finder.locate.button'),
          city: data.orderCity ? t(`finder.cities.${data.orderCity}`) : '',
        })}
        {data.origin && <NearStreet position={data.origin.position} />}
      </p>

      {/* Its space is kept before hydration (no layout shift); it works only with JavaScript. */}
      <div
        className={`finder-view-toggle ${hydrated ? '' : 'invisible'}`}
        role="group"
        aria-label={t('finder.view.label')}
        data-testid="finder-view-toggle"
      >
        {(['list', 'map'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            data-testid={`finder-view-${v}`}
          >
            {t(`finder.view.${v}`)}
          </button>
        ))}
      </div>

      <div className="finder-layout" data-view={view}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing an entry (a link) highlights its pin */}
        <div className="finder-list" onMouseOver={pick} onFocus={pick}>
          <ServerHtml>{serverPart}</ServerHtml>
          <Pager data={data} path={path} urlState={urlState} />
          {showsOsm && <OsmAttribution className="mt-3" />}
        </div>
        <div className="finder-map-column">
          <FinderMap
            markers={data.markers}
            centre={centre}
            tiles={data.mapTiles}
            selected={selected}
            onSelect={select}
          />
          {showsOsm && <OsmAttribution className="mt-2" />}
        </div>
      </div>
    </div>
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
      {previous !== null ? (
        <a className="btn btn-secondary" rel="prev" href={path + finderSearch({ ...urlState, offset: previous })}>
          {i18n.t('finder.previous')}
        </a>
      ) : (
        <span />
      )}
      {next !== null && (
        <a
          className="btn btn-secondary"
          rel="next"
          href={path + finderSearch({ ...urlState, offset: next })}
          data-testid="finder-next"
        >
          {i18n.t('finder.nextPage')}
        </a>
      )}
    </nav>
  );
}
