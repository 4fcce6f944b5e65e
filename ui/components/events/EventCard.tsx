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
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white overflow-hidden shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md" data-testid="event-card">
      <EventCover event={event} className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {event.category && <span className="rounded-full bg-primary-light px-2.5 py-0.5 font-semibold text-primary-dark">{t(`events.category.${event.category}`)}</span>}
          {(showStatus || status !== 'published') && <EventStatusBadge status={status} />}
        </div>
        <Heading className="m-0 text-lg font-semibold leading-snug">
          <a href={localizedPath(snapshot.edition, snapshot.locale, `/charity-event/${event.id}`)} data-testid="event-card-link" className="no-underline text-inherit after:absolute after:inset-0 after:content-empty group-hover:text-primary-dark">
            {event.title}
          </a>
        </Heading>
        <p className="m-0 text-sm text-slate-600"><EventDateRange startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} withZone={false} /></p>
        <p className="m-0 text-sm text-slate-600">{[event.city, event.address].filter(Boolean).join(' · ')}</p>
        {event.summary && <p className="m-0 text-sm text-slate-700 line-clamp-3">{event.summary}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
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
