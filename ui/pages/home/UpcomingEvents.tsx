import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { EventCard } from '../../components/events/EventCard';
import type { EventCard as Card } from '../../shared/events/model';

/**
 * Home's next events, or the invitation shown when there are none. Rendered by the worker only
 * (worker/render/page-data.tsx) and kept by the browser as HTML (docs/decisions/166): the cards are
 * links and text, so neither their code nor their data needs to reach the browser.
 */
export default function UpcomingEvents({ events }: { events: Card[] }) {
  const { snapshot, i18n } = useApp();
  if (events.length > 0) {
    return (
      <ul className="card-grid mt-6" data-testid="home-events-list">
        {events.map((e) => (
          <li key={e.id}>
            <EventCard event={e} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      className="mt-6 rounded-2xl border-2 border-dashed border-slate-200 px-6 py-10 text-center"
      data-testid="home-events-empty"
    >
      <span className="inline-flex items-center justify-center w-14 h-14 rounded-full bg-slate-100 text-slate-500">
        <Icon name="map" size={26} />
      </span>
      <p className="mt-4 mb-0 mx-auto max-w-xl text-slate-600">
        {i18n.t('home.eventsEmpty', { brand: snapshot.edition.brand })}
      </p>
    </div>
  );
}
