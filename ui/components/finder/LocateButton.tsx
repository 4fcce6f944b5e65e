import { useEffect, useState } from 'react';
import { useApp } from '../../app/context';
import { browserPosition } from '../../client/geolocation';
import { finderSearch, type FinderUrlState } from '../../shared/finder/display';

type LocateState = 'idle' | 'asking' | 'found' | 'denied' | 'failed';

/**
 * "Use my location": the browser position (or the hour-old cached one) reloads the list ordered
 * from it; a denied permission falls back quietly to the edge position the server already used.
 * Hidden until hydrated, since it needs JavaScript.
 */
export function LocateButton({ state, path }: { state: FinderUrlState; path: string }) {
  const { i18n } = useApp();
  const [status, setStatus] = useState<LocateState>('idle');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function locate() {
    setStatus('asking');
    const outcome = await browserPosition();
    if (outcome.ok) {
      setStatus('found');
      window.location.assign(path + finderSearch({ ...state, near: outcome.position, offset: 0, point: null }));
      return;
    }
    setStatus(outcome.code === 1 ? 'denied' : 'failed');
    // The list without `near` is ordered from the edge position: go there if we are not already.
    if (state.near) window.location.assign(path + finderSearch({ ...state, near: null, offset: 0 }));
  }

  return (
    <div className="flex flex-wrap items-center gap-3" hidden={!ready}>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={locate}
        disabled={status === 'asking'}
        data-testid="finder-locate"
        data-state={status}
      >
        {i18n.t(status === 'asking' ? 'finder.locate.asking' : 'finder.locate.button')}
      </button>
      <span role="status" className="text-sm text-slate-600" data-testid="finder-locate-status">
        {status === 'found'
          ? i18n.t('finder.locate.found')
          : status === 'denied'
            ? i18n.t('finder.locate.denied')
            : status === 'failed'
              ? i18n.t('finder.locate.failed')
              : ''}
      </span>
    </div>
  );
}
