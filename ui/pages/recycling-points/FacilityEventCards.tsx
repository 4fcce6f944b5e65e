import { EventCard } from '../../components/events/EventCard';
import type { EventCard as Card } from '../../shared/events/model';

/**
 * A point's upcoming events as cards. Rendered by the worker only (worker/routes/facility-pages.tsx)
 * and kept by the browser as HTML (docs/decisions/166): the cards are links and text that never
 * change in place, so the card's code stays out of the point page's JavaScript.
 */
export default function FacilityEventCards({ events }: { events: Card[] }) {
  return (
    <ul className="card-grid">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
