import { useState } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { callApi } from '../../components/events/api';
import { EventCard } from '../../components/events/EventCard';
import { VolunteerMailPrefs } from '../../components/events/VolunteerMailPrefs';
import { CARD, INPUT } from '../../components/events/styles';
import type { EventCard as Card } from '../../shared/events/model';
import { localizedPath } from '../../shared/locale-negotiation';
import { CheckInTicket } from '../../components/events/CheckInTicket';

type Item = Card & { attended: boolean; slotId?: string };

/** /profile/my-charity-events: the volunteer's sign-ups and the personal calendar feed. */
export default function MyEventsPage({
  data,
}: PageProps<{ items: Item[]; feedUrl: string; mailOff?: string[]; mailSaved?: boolean; feedReset?: boolean }>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const [feedUrl, setFeedUrl] = useState(data.feedUrl);
  const [note, setNote] = useState(data.feedReset ? t('events.my.feedReset') : '');
  const now = Date.parse(snapshot.renderedAt);
  const upcoming = data.items.filter((e) => e.endsAt > now && e.status !== 'cancelled');
  const past = data.items.filter((e) => !(e.endsAt > now && e.status !== 'cancelled'));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setNote(t('common.linkCopied'));
    } catch {
      setNote('');
    }
  };
  const reset = async () => {
    try {
      setFeedUrl((await callApi<{ feedUrl: string }>('/feed/reset', { method: 'POST' })).feedUrl);
      setNote(t('events.my.feedReset'));
    } catch {
      setNote(t('events.errors.generic'));
    }
  };

  const list = (items: Item[], ticket = false) => (
    <ul className="list-none m-0 p-0 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((e) => (
        <li key={`${e.id}:${e.slotId ?? ''}`} className="flex">
          <div className="flex-1 flex">
            <EventCard
              event={e}
              showStatus={e.status !== 'published'}
              extra={
                e.attended ? (
                  <span className="text-sm font-semibold text-primary-dark">
                    ✓ {i18n.plural('events.my.earned', e.rewardPoints)}
                  </span>
                ) : ticket && e.status === 'published' ? (
                  <CheckInTicket eventId={e.id} slotId={e.slotId ?? ''} title={e.title} />
                ) : null
              }
            />
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-8" data-testid="my-events">
      <h1 className="m-0 text-2xl md:text-3xl font-bold">{t('events.my.title')}</h1>
      {data.items.length === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-slate-300 p-10 text-center flex flex-col items-center gap-3"
          data-testid="my-events-empty"
        >
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-light text-primary-dark">
            <Icon name="heart" size={32} />
          </span>
          <p className="m-0 text-lg font-semibold">{t('events.my.emptyTitle')}</p>
          <a className="btn btn-primary" href={localizedPath(snapshot.edition, snapshot.locale, '/charity-events')}>
            {t('events.my.browse')}
          </a>
        </div>
      ) : (
        <>
          <section className="flex flex-col gap-4">
            <h2 className="m-0 text-xl font-semibold">{t('events.my.upcoming')}</h2>
            {upcoming.length ? list(upcoming, true) : <p className="m-0 text-slate-600">{t('events.my.noUpcoming')}</p>}
          </section>
          {past.length > 0 && (
            <section className="flex flex-col gap-4">
              <h2 className="m-0 text-xl font-semibold">{t('events.my.past')}</h2>
              {list(past)}
            </section>
          )}
        </>
      )}
      <section className={`${CARD} flex flex-col gap-3`} aria-labelledby="feed-title">
        <h2 id="feed-title" className="m-0 text-lg font-semibold">
          {t('events.my.feedTitle')}
        </h2>
        <p className="m-0 text-sm text-slate-600">{t('events.my.feedText')}</p>
        <div className="flex flex-wrap gap-2">
          <input
            readOnly
            value={feedUrl}
            aria-label={t('events.my.feedTitle')}
            className={`${INPUT} flex-1 min-w-[240px] font-mono text-sm`}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="feed-url"
          />
          <button type="button" className="btn btn-secondary" onClick={copy}>
            {t('common.copyLink')}
          </button>
          <a className="btn btn-secondary" href={feedUrl.replace(/^https?:/, 'webcal:')}>
            {t('events.my.subscribe')}
          </a>
        </div>
        {/* A real form: without JavaScript it posts and the page comes back with the new link. */}
        <form
          method="post"
          action={localizedPath(snapshot.edition, snapshot.locale, '/profile/my-charity-events')}
          className="flex flex-wrap items-center gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void reset();
          }}
        >
          <input type="hidden" name="intent" value="reset-feed" />
          <button type="submit" className="btn btn-ghost btn-sm" data-testid="reset-feed">
            {t('events.my.resetFeed')}
          </button>
          <span className="text-sm text-primary-dark" role="status" aria-live="polite" data-testid="feed-note">
            {note}
          </span>
        </form>
      </section>
      <VolunteerMailPrefs off={data.mailOff ?? []} saved={data.mailSaved ?? false} />
    </div>
  );
}
