import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../app/context';
import { saveDataRequested } from '../../client/geolocation';
import type { LatLng } from '../../shared/finder/geo';
import type { MapTilesView } from '../../shared/finder/map-tiles';
import type { FinderMarker } from '../../shared/finder/page-data';
import type { FinderMapHandle } from './leaflet-map';

type MapState = 'waiting' | 'loading' | 'ready' | 'failed' | 'off' | 'saveData';

interface Props {
  markers: FinderMarker[];
  centre: LatLng;
  tiles: MapTilesView;
  selected: string | null;
  onSelect: (id: string) => void;
}

/**
 * The map beside the list. Leaflet loads in its own chunk once the map is near the screen, after
 * the first paint (never in the page's first-load JavaScript); without tiles, JavaScript or with
 * save-data on, the list stands alone.
 */
export function FinderMap({ markers, centre, tiles, selected, onSelect }: Props) {
  const { i18n } = useApp();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<FinderMapHandle | null>(null);
  const [state, setState] = useState<MapState>('waiting');
  const [wanted, setWanted] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per page; markers change only with a new page load
  useEffect(() => {
    if (!tiles.url) return setState('off');
    if (saveDataRequested() && !wanted) return setState('saveData');
    let cancelled = false;
    // After the first paint and the page's own start-up work.
    const start = () => {
      if (cancelled || !container.current) return;
      setState('loading');
      import('./leaflet-map')
        .then(async ({ createFinderMap, loadFinderMapStyles }) => {
          await loadFinderMapStyles();
          if (cancelled || !container.current) return;
          handle.current = createFinderMap(container.current, {
            markers,
            centre,
            tiles,
            onSelect,
            onFailure: () => setState('failed'),
            onReady: () => setState('ready'),
          });
        })
        .catch((error: unknown) => {
          console.warn('map failed to load', error);
          setState('failed');
        });
    };
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
      .requestIdleCallback;
    const whenIdle = () => (idle ? idle(start, { timeout: 1500 }) : setTimeout(start, 200));
    // Only once the map is near the screen: beside the list from 1000px at once, on a phone below
    // the list (or when "Map" is pressed). Leaflet's start was the largest task of a phone's visit
    // to the finder, for a map the visitor may never scroll to.
    const seen =
      typeof IntersectionObserver === 'function' && container.current
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              seen?.disconnect();
              whenIdle();
            },
            { rootMargin: '300px' },
          )
        : null;
    if (seen) seen.observe(container.current!);
    else whenIdle();
    return () => {
      cancelled = true;
      seen?.disconnect();
      handle.current?.destroy();
      handle.current = null;
    };
  }, [tiles.url, wanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the highlight is set again once the map's state changes (it may have just been made)
  useEffect(() => handle.current?.highlight(selected), [selected, state]);

  const hidden = state === 'failed' || state === 'off';
  return (
    <div className="flex flex-col gap-3" data-testid="finder-map-area" data-state={state}>
      <div
        ref={container}
        data-testid="finder-map"
        role="region"
        aria-label={i18n.t('finder.map.label')}
        className={`finder-map rounded-2xl border border-slate-200 bg-slate-100 ${hidden || state === 'saveData' ? 'hidden' : ''}`}
      />
      {state === 'failed' && (
        <p className="m-0 rounded-xl bg-slate-50 p-4 text-slate-700" data-testid="finder-map-failed">
          {i18n.t('finder.map.failed')}
        </p>
      )}
      {state === 'saveData' && (
        <button type="button" className="btn btn-secondary" onClick={() => setWanted(true)}>
          {i18n.t('finder.map.show')}
        </button>
      )}
    </div>
  );
}
