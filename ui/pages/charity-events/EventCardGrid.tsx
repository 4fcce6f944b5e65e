import { useApp } from '../../app/context';
import { EventCard } from '../../components/events/EventCard';
import type { EventCard as Card } from '../../shared/events/model';

/**
 * The events list's cards for this page, or the box saying no event matches the filters. Rendered
 * by the worker only (worker/routes/event-pages.tsx) and kept by the browser as HTML
 * (docs/decisions/166): changing a filter or the page loads a new document, so the cards never
 * change in place, and neither their code nor their data needs to reach the browser.
 */
export default function EventCardGrid({ items, resetHref }: { items: Card[]; resetHref: string }) {
  const { t } = useApp().i18n;
  if (items.length === 0) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 p-10 text-center"
        data-testid="events-filter-empty"
      >
        <p className="m-0 text-lg font-semibold">{t('events.list.noMatchTitle')}</p>
        <p className="mt-2 mb-4 text-slate-600">{t('events.list.noMatchText')}</p>
        <a href={resetHref} className="btn btn-secondary">
          {t('events.list.reset')}
        </a>
      </div>
    );
  }
  return (
    <ul className="card-grid" data-testid="events-list">
      {items.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
