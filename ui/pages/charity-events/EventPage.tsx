import { useState } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { ShareButton } from '../../components/share/ShareButton';
import { EventCover, PAGE_SIZES } from '../../components/events/EventCover';
import { EventDateRange, prepareEventDateRange } from '../../components/events/EventDate';
import { EventStatusBadge } from '../../components/events/EventStatusBadge';
import { shiftListPart } from '../../components/deferred-parts';
import { SignUpPanel } from '../../components/events/SignUpPanel';
import { CARD } from '../../components/events/styles';
import type { CharityEvent, EventDisplayStatus } from '../../shared/events/model';
import type { SlotLine } from '../../shared/events/slot-lines';
import { localizedPath } from '../../shared/locale-negotiation';
import { cutText } from '../../shared/share';
import type { Snapshot } from '../../shared/snapshot';

interface Data {
  event: CharityEvent;
  displayStatus: EventDisplayStatus;
  placesLeft: number;
  owner: boolean;
  signedUp: boolean;
  attended: boolean;
  waiting?: boolean;
  waitlistPosition?: number | null;
  icsUrl: string;
  pageUrl: string;
  /** After a sign-up form posted without JavaScript: what happened, or why it was refused. */
  signUpNotice?: 'joined' | 'cancelled' | null;
  signUpError?: string | null;
  /** The event's slots when it has roles (ADR 221); empty or absent: one sign-up for the whole event. */
  slots?: SlotLine[];
}

function mapLinks(e: CharityEvent) {
  const query = encodeURIComponent([e.address, e.city].filter(Boolean).join(', '));
  if (e.lat !== null && e.lng !== null) {
    return {
      map: `https://www.openstreetmap.org/?mlat=${e.lat}&mlon=${e.lng}#map=16/${e.lat}/${e.lng}`,
      route: `https://www.openstreetmap.org/directions?to=${e.lat}%2C${e.lng}`,
    };
  }
  return { map: `https://www.openstreetmap.org/search?query=${query}`, route: null };
}

/** The date range's element: prepare reads the server's text from it. */
const DATES_ID = 'event-dates';

/** Before hydration (ui/client/hydrate.tsx): the date range takes the server's text, and hydration formats no date. */
export function prepare(data: Data, snapshot: Snapshot): void {
  const range = dateRange(data.event);
  if (range) prepareEventDateRange(snapshot, range, document.getElementById(DATES_ID)?.textContent);
}

/**
 * The description without the summary the page already shows above it: organisers (and the seed)
 * often open the description with the summary's own words. Null when nothing else is left.
 */
export function descriptionAfterSummary(
  summary: string | null | undefined,
  description: string | null | undefined,
): string | null {
  const text = (description ?? '').trim();
  const lead = (summary ?? '').trim();
  if (!lead) return text || null;
  // The summary's words at the very start, whatever the spaces and line breaks between them.
  const start = new RegExp(
    `^${lead
      .split(/\s+/)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );
  const rest = text.replace(start, '');
  // The sentence's own end (the summary often has none) goes with it.
  return (rest === text ? text : rest.replace(/^[\s.!?…;:,]+/u, '')).trim() || null;
}

/** The range the page shows, the same for prepare; none without both dates. */
const dateRange = (e: CharityEvent) =>
  e.startsAt !== null && e.endsAt !== null
    ? { startsAt: e.startsAt, endsAt: e.endsAt, timeZone: e.timeZone ?? 'UTC' }
    : null;

/** /charity-event/{id}: everything about one event, sign-up, share, calendar. */
export default function EventPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const e = data.event;
  const [state, setState] = useState({ signedUp: data.signedUp, placesLeft: data.placesLeft });
  const links = mapLinks(e);
  const range = dateRange(e);
  const capacity = e.capacity ?? 0;
  const taken = Math.max(0, capacity - state.placesLeft);
  const description = descriptionAfterSummary(e.summary, e.description);
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);

  return (
    <article className="flex flex-col gap-6" data-testid="event-page">
      <nav aria-label={t('events.page.breadcrumbs')} className="text-sm text-slate-600">
        <a className="link" href={path('/charity-events')}>
          {t('events.list.title')}
        </a>
      </nav>

      {data.displayStatus !== 'published' && (
        <div
          role="status"
          className={`rounded-xl px-4 py-3 text-sm font-medium ${data.displayStatus === 'cancelled' ? 'bg-rose-50 text-rose-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {t(`events.page.banner.${data.displayStatus}`)}
          {data.displayStatus === 'cancelled' && e.cancelReason
            ? ` ${t('events.page.reason', { reason: e.cancelReason })}`
            : ''}
        </div>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col gap-6 min-w-0">
          <EventCover event={e} sizes={PAGE_SIZES} eager className="rounded-2xl" />
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {e.category && (
                <span className="rounded-full bg-primary-light px-3 py-1 font-semibold text-primary-dark">
                  {t(`events.category.${e.category}`)}
                </span>
              )}
              {/* 'Published' is internal: visitors see the badge only for other states; owners always. */}
              {(data.owner || data.displayStatus !== 'published') && <EventStatusBadge status={data.displayStatus} />}
            </div>
            <h1 className="m-0 text-3xl md:text-4xl font-bold leading-tight">{e.title}</h1>
            {e.summary && <p className="m-0 text-lg text-slate-700">{e.summary}</p>}
          </header>
          {description && (
            <section aria-labelledby="about" className="flex flex-col gap-2">
              <h2 id="about" className="m-0 text-xl font-semibold">
                {t('events.page.about')}
              </h2>
              <div className="whitespace-pre-line text-slate-800 leading-relaxed" data-testid="event-description">
                {description}
              </div>
            </section>
          )}
          {data.slots && data.slots.length > 0 && (
            <shiftListPart.Slot
              eventId={e.id}
              action={path(`/charity-event/${e.id}`)}
              slots={data.slots}
              canAct={!data.owner && e.status === 'published'}
              onPlacesLeft={(placesLeft) => setState((prev) => ({ ...prev, placesLeft }))}
            />
          )}
          <section aria-labelledby="organiser" className={CARD}>
            <h2 id="organiser" className="m-0 text-lg font-semibold">
              {t('events.page.organiser')}
            </h2>
            <p className="mt-2 mb-3 font-medium">{e.orgName}</p>
            <dl className="m-0 grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
              <dt className="text-slate-500">{t('events.page.contact')}</dt>
              <dd className="m-0">{e.contactName}</dd>
              {e.contactPhone && (
                <>
                  <dt className="text-slate-500">{t('events.form.contactPhone')}</dt>
                  <dd className="m-0">
                    <a className="link" href={`tel:${e.contactPhone.replace(/[^\d+]/g, '')}`}>
                      {e.contactPhone}
                    </a>
                  </dd>
                </>
              )}
              {e.contactEmail && (
                <>
                  <dt className="text-slate-500">{t('events.form.contactEmail')}</dt>
                  <dd className="m-0">
                    <a className="link" href={`mailto:${e.contactEmail}`}>
                      {e.contactEmail}
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </section>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 self-start w-full">
          <div className={`${CARD} flex flex-col gap-4`}>
            <div className="flex gap-3">
              <span className="text-primary-dark mt-0.5">
                <Icon name="calendar" size={20} />
              </span>
              <div>
                <p className="m-0 text-sm text-slate-500">{t('events.page.when')}</p>
                <p className="m-0 font-medium">{range && <EventDateRange id={DATES_ID} {...range} />}</p>
              </div>
            </div>
            <div className="flex gap-3">
              <span className="text-primary-dark mt-0.5">
                <Icon name="map" size={20} />
              </span>
              <div className="flex flex-col gap-1">
                <p className="m-0 text-sm text-slate-500">{t('events.page.where')}</p>
                <p className="m-0 font-medium">{[e.address, e.city].filter(Boolean).join(', ')}</p>
                <p className="m-0 flex flex-wrap gap-3 text-sm">
                  <a className="link" href={links.map} target="_blank" rel="noreferrer">
                    {t('events.page.openMap')}
                  </a>
                  {links.route && (
                    <a className="link" href={links.route} target="_blank" rel="noreferrer">
                      {t('events.page.route')}
                    </a>
                  )}
                </p>
              </div>
            </div>
            <div>
              <p className="m-0 flex justify-between text-sm">
                <span className="text-slate-500">{t('events.page.places')}</span>
                <span className="font-semibold" data-testid="places-left">
                  {state.placesLeft > 0 ? i18n.plural('events.placesLeft', state.placesLeft) : t('events.noPlaces')}
                </span>
              </p>
              <div
                className="mt-2 h-2 rounded-full bg-slate-100 overflow-hidden"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={capacity}
                aria-valuenow={taken}
                aria-label={t('events.page.places')}
              >
                <div
                  className="h-full bg-primary"
                  style={{ width: `${capacity ? Math.min(100, (taken / capacity) * 100) : 0}%` }}
                />
              </div>
            </div>
            {(e.rewardPoints ?? 0) > 0 && (
              <p className="m-0 text-sm text-slate-700">
                {t('events.page.reward', { points: i18n.plural('events.points', e.rewardPoints ?? 0) })}
              </p>
            )}
            {data.signUpNotice === 'cancelled' && !state.signedUp && (
              <p role="status" className="m-0 text-sm text-slate-700" data-testid="signup-cancelled">
                {t('visitor.signup.cancelled')}
              </p>
            )}
            {data.owner ? (
              <a className="btn btn-primary" href={path(`/profile/edit-charity-event/${e.id}`)}>
                {t('events.page.manage')}
              </a>
            ) : data.slots && data.slots.length > 0 ? (
              data.signUpError && (
                <p role="alert" className="m-0 text-sm font-medium text-rose-800" data-testid="slot-error">
                  {data.signUpError}
                </p>
              )
            ) : (
              <SignUpPanel
                eventId={e.id}
                status={e.status}
                startsAt={e.startsAt ?? 0}
                endsAt={e.endsAt ?? 0}
                capacity={capacity}
                placesLeft={state.placesLeft}
                signedUp={state.signedUp}
                attended={data.attended}
                waiting={data.waiting}
                waitlistPosition={data.waitlistPosition}
                icsUrl={data.icsUrl}
                serverError={data.signUpError}
                onChange={(signedUp, placesLeft) => setState({ signedUp, placesLeft })}
              />
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The event itself is shared (its page, title and summary), not the site. */}
            <ShareButton
              className="btn btn-secondary btn-sm"
              payload={{
                title: `${e.title} — ${snapshot.edition.brand}`,
                text: cutText(e.summary || e.description),
                url: `/charity-event/${e.id}`,
              }}
            />
            {/* A signed-up volunteer has 'Add to calendar' in the panel already: one calendar button. */}
            {!state.signedUp && (
              <a className="btn btn-secondary btn-sm" href={data.icsUrl} download data-testid="event-ics">
                {t('events.page.ics')}
              </a>
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}
