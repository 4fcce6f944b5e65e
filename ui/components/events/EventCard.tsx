import { useApp } from '../../app/context';
import { displayStatus, placesLeft, type EventCard as Card } from '../../shared/events/model';
import { localizedPath } from '../../shared/locale-negotiation';
import { EventCover } from './EventCover';
import { EventDateRange } from './EventDate';
import { EventStatusBadge } from './EventStatusBadge';

/**
 * A card of the public list and the volunteer's list: the whole card is one link. Its title is an
 * h3 under a section's h2, or an h2 where the cards sit right under the page's h1 (the events
 * list): headings must not skip a level.
 */
export function EventCard({ event, showStatus = false, extra, headingLevel = 3 }: { event: Card; showStatus?: boolean; extra?: React.ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const left = placesLeft(event);
  const status = displayStatus(event, Date.parse(snapshot.renderedAt));
  return (
    <article className="group ev-card" data-testid="event-card">
      <EventCover event={event} className="aspect-[16/9]" />
      <div className="ev-body">
        <div className="ev-tags">
          {event.category && <span className="ev-cat">{t(`events.category.${event.category}`)}</span>}
          {(showStatus || status !== 'published') && <EventStatusBadge status={status} />}
        </div>
        <Heading className="ev-title">
          <a href={localizedPath(snapshot.edition, snapshot.locale, `/charity-event/${event.id}`)} data-testid="event-card-link" className="ev-link">
            {event.title}
          </a>
        </Heading>
        <p className="ev-meta"><EventDateRange startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} withZone={false} /></p>
        <p className="ev-meta">{[event.city, event.address].filter(Boolean).join(' · ')}</p>
        {event.summary && <p className="ev-sum">{event.summary}</p>}
        <div className="ev-foot">
          <span className={left > 0 ? 'font-medium text-primary-dark' : 'font-medium text-rose-700'}>
            {left > 0 ? i18n.plural('events.placesLeft', left) : t('events.noPlaces')}
          </span>
          {event.rewardPoints > 0 && <span className="text-slate-600">{i18n.plural('events.points', event.rewardPoints)}</span>}
        </div>
        {extra && <div className="relative z-1 pt-1">{extra}</div>}
      </div>
    </article>
  );
}
