import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../app/context';
import type { LatLng } from '../../shared/finder/geo';
import type { FacilityLocatorData } from '../../shared/facility/pages';
import { INPUT } from './FormBits';
import type { PinMapHandle } from './pin-map';

interface Place {
  label: string;
  address: string;
  lat: number;
  lng: number;
}

interface Props {
  locator: FacilityLocatorData;
  /** The form's coordinates (NaN while empty). */
  coords: { lat: number; lng: number };
  onPick: (position: LatLng) => void;
  onPlace: (place: Place) => void;
}

const known = (c: Props['coords']): LatLng | null =>
  Number.isFinite(c.lat) && Number.isFinite(c.lng) ? { lat: c.lat, lng: c.lng } : null;

/**
 * The point editor's map and address search (ADR 200). The search asks only when the owner
 * presses the button or Enter (the provider's usage policy forbids searching as one types) and is
 * hidden when no geocoder is configured. The map (the finder's Leaflet, its own chunk) loads once
 * the editor is idle; a click or a dragged pin fills the coordinate fields.
 */
export function FacilityLocator({ locator, coords, onPick, onPlace }: Props) {
  const { i18n } = useApp();
  const t = i18n.t;
  const [q, setQ] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'none' | 'error' | 'invalid'>('idle');
  const [places, setPlaces] = useState<Place[]>([]);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const pin = known(coords);
  // The coordinates when the map is made (a search may have answered while Leaflet loaded).
  const latest = useRef(pin);
  latest.current = pin;
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per tile source; later coordinates move its pin (below)
  useEffect(() => {
    if (!locator.mapTiles.url) return;
    let cancelled = false;
    const start = () => {
      void import('./pin-map')
        .then(async ({ createPinMap, loadPinMapStyles }) => {
          await loadPinMapStyles();
          if (cancelled || !container.current) return;
          handle.current = createPinMap(container.current, {
            centre: locator.centre,
            pin: latest.current,
            tiles: locator.mapTiles,
            title: t('facility.locator.mapLabel'),
            onPick: (p) => pick.current(p),
          });
          setReady(true);
        })
        .catch((error: unknown) => console.warn('map failed to load', error));
    };
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
      .requestIdleCallback;
    if (idle) idle(start, { timeout: 1500 });
    else setTimeout(start, 200);
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [locator.mapTiles.url]);

  // Coordinates typed by hand or found by the search move the pin.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pin` is a new object each render: its coordinates, and the map becoming ready, are what count
  useEffect(() => {
    if (pin) handle.current?.move(pin);
  }, [pin?.lat, pin?.lng, ready]);

  async function search() {
    const words = q.trim();
    if (words.length < 3 || words.length > 200) return setState('invalid');
    setState('busy');
    try {
      const res = await fetch(`/api/web/v1/facility/geocode?q=${encodeURIComponent(words)}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const found = ((await res.json()) as { data: Place[] }).data;
      setPlaces(found);
      setState(found.length ? 'idle' : 'none');
    } catch {
      setPlaces([]);
      setState('error');
    }
  }

  return (
    <div className="grid gap-3" data-testid="facility-locator">
      {locator.search && (
        <div className="grid gap-2">
          <label htmlFor="facility-locator-q" className="block text-sm font-semibold text-slate-800">
            {t('facility.locator.searchLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id="facility-locator-q"
              type="search"
              value={q}
              maxLength={200}
              placeholder={t('facility.locator.searchPlaceholder')}
              className={`${INPUT} border-slate-300`}
              data-testid="locator-q"
              onChange={(e) => setQ(e.target.value)}
              // Enter searches; it must not submit the point's form.
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void search();
                }
              }}
            />
            <button
              type="button"
              className="btn btn-secondary shrink-0"
              onClick={() => void search()}
              disabled={state === 'busy'}
              aria-busy={state === 'busy'}
              data-testid="locator-search"
            >
              {state === 'busy' ? t('facility.locator.searching') : t('facility.locator.searchButton')}
            </button>
          </div>
          <div role="status" className="text-sm text-slate-600" data-testid="locator-status">
            {state === 'none' || state === 'error' || state === 'invalid'
              ? t(`facility.locator.${state}`)
              : places.length
                ? t('facility.locator.results')
                : ''}
          </div>
          {places.length > 0 && (
            <ul className="plain-list grid gap-1" data-testid="locator-results">
              {places.map((p) => (
                <li key={`${p.lat},${p.lng}`}>
                  <button
                    type="button"
                    className="link text-left"
                    data-testid="locator-result"
                    onClick={() => {
                      onPlace(p);
                      setPlaces([]);
                    }}
                  >
                    {p.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {locator.mapTiles.url && (
        <div>
          <div
            ref={container}
            role="region"
            aria-label={t('facility.locator.mapLabel')}
            data-testid="locator-map"
            data-state={ready ? 'ready' : 'loading'}
            data-pin={pin ? `${pin.lat},${pin.lng}` : ''}
            className="finder-map h-72 rounded-2xl border border-slate-200 bg-slate-100"
          />
          <p className="m-0 mt-1 text-xs text-slate-500">{t('facility.locator.mapHint')}</p>
        </div>
      )}
    </div>
  );
}
