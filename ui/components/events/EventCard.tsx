import { useApp } from '../../app/context';
import { displayStatus, placesLeft, type EventCard as Card } from '../../shared/events/model';
import { localizedPath } from '../../shared/locale-negotiation';
import { EventCover } from './EventCover';
import { EventDateRange } from './EventDate';
import { EventStatusBadge } from './EventStatusBadge';

/**
 * A card of the public list and the volunteer's list: the whole card is one link. Its title is an
 * h3 under a section's h2, or an h2 where the cards sit right under the page's h1 (the events
 * list): headings must not skip a level. The title, its link and the two lines under it are styled
 * by their place in `.ev-body` (ui/styles/base.css), not by a class repeated on every card.
 */
export function EventCard({
  event,
  showStatus = false,
  extra,
  headingLevel = 3,
}: {
  event: Card;
  showStatus?: boolean;
  extra?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const left = placesLeft(event);
  const status = displayStatus(event, Date.parse(snapshot.renderedAt));
  const showBadge = showStatus || status !== 'published';
  const category = event.category && <span className="ev-cat">{t(`events.category.${event.category}`)}</span>;
  return (
    <article className="ev-card" data-testid="event-card">
      <EventCover event={event} inCard />
      <div className="ev-body">
        {/* The row of tags only when there are two: most cards carry the category alone. */}
        {showBadge ? (
          <div className="ev-tags">
            {category}
            <EventStatusBadge status={status} />
          </div>
        ) : (
          category
        )}
        <Heading>
          <a
            href={localizedPath(snapshot.edition, snapshot.locale, `/charity-event/${event.id}`)}
            data-testid="event-card-link"
          >
            {event.title}
          </a>
        </Heading>
        <p>
          <EventDateRange
            startsAt={event.startsAt}
            endsAt={event.endsAt}
            timeZone={event.timeZone}
            withZone={false}
            yearIfOther
          />
        </p>
        <p>{[event.city, event.address].filter(Boolean).join(' · ')}</p>
        {event.summary && <p className="ev-sum">{event.summary}</p>}
        {!!event.stillNeeded?.length && (
          <div className="text-sm" data-testid="event-card-needed">
            <span className="block font-semibold">{t('events.stillNeeded')}</span>
            <ul className="m-0 p-0 list-none">
              {event.stillNeeded.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="ev-foot">
          <span className={left > 0 ? 'ev-left' : 'ev-full'}>
            {left > 0 ? i18n.plural('events.placesLeft', left) : t('events.noPlaces')}
          </span>
          {event.rewardPoints > 0 && <span>{i18n.plural('events.points', event.rewardPoints)}</span>}
        </div>
        {extra && <div className="relative z-1 pt-1">{extra}</div>}
      </div>
    </article>
  );
}
