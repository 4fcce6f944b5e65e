import { useState } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { EventCover } from '../../components/events/EventCover';
import { EventDateShort } from '../../components/events/EventDate';
import { EventStatusBadge } from '../../components/events/EventStatusBadge';
import type { CharityEvent, EventDisplayStatus } from '../../shared/events/model';
import { localizedPath } from '../../shared/locale-negotiation';

type Item = CharityEvent & {
  displayStatus: EventDisplayStatus;
  roster?: { waiting: number; confirmed: number; attended: number } | null;
};
const TABS = ['all', 'draft', 'checking', 'published', 'declined', 'finished', 'cancelled'] as const;

/** /profile/charity-events: the organisation's events grouped by status. */
export default function OwnEventsPage({ data }: PageProps<{ items: Item[]; hasOrg: boolean }>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  const counts = Object.fromEntries(
    TABS.map((s) => [s, s === 'all' ? data.items.length : data.items.filter((e) => e.displayStatus === s).length]),
  );
  const shown = tab === 'all' ? data.items : data.items.filter((e) => e.displayStatus === tab);
  const flash = snapshot.url.includes('deleted=1') ? t('events.own.deletedFlash') : '';

  return (
    <div className="flex flex-col gap-6" data-testid="own-events">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-2xl md:text-3xl font-bold">{t('events.own.title')}</h1>
        <a className="btn btn-primary" href={path('/profile/create-charity-event')} data-testid="create-event">
          + {t('events.own.create')}
        </a>
      </header>
      {flash && (
        <p role="status" className="m-0 rounded-xl bg-primary-light px-4 py-3 font-medium text-primary-dark">
          {flash}
        </p>
      )}
      {data.items.length === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-slate-300 p-10 text-center flex flex-col items-center gap-3"
          data-testid="own-events-empty"
        >
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-light text-primary-dark">
            <Icon name="heart" size={32} />
          </span>
          <p className="m-0 text-lg font-semibold">{t('events.own.emptyTitle')}</p>
          <p className="m-0 text-slate-600 max-w-md">{t('events.own.emptyText')}</p>
          <div className="flex flex-wrap justify-center gap-3 pt-1">
            <a className="btn btn-primary" href={path('/profile/create-charity-event')}>
              {t('events.own.create')}
            </a>
            <a className="btn btn-secondary" href={path('/charity-events-manual/#create-charity-event')}>
              {t('events.own.manual')}
            </a>
          </div>
        </div>
      ) : (
        <>
          <div role="tablist" aria-label={t('events.own.byStatus')} className="flex flex-wrap gap-2">
            {TABS.filter((s) => s === 'all' || counts[s]).map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={tab === s}
                onClick={() => setTab(s)}
                className={`btn btn-sm ${tab === s ? 'btn-primary' : 'btn-secondary'}`}
              >
                {s === 'all' ? t('events.own.all') : t(`events.status.${s}`)} <span>{counts[s]}</span>
              </button>
            ))}
          </div>
          {/* The tab panel wraps the list: a role on the <ul> would hide its items' list semantics. */}
          <div role="tabpanel" aria-label={tab === 'all' ? t('events.own.all') : t(`events.status.${tab}`)}>
            <ul className="m-0 p-0 list-none flex flex-col gap-3">
              {shown.map((e) => (
                <li
                  key={e.id}
                  className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 pr-4"
                  data-testid="own-event"
                >
                  <div className="w-28 shrink-0 overflow-hidden rounded-xl">
                    <EventCover event={e} sizes="112px" />
                  </div>
                  <div className="flex-1 min-w-[min(200px,100%)] flex flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <a
                        className="font-semibold text-inherit no-underline hover:underline"
                        href={path(`/profile/edit-charity-event/${e.id}`)}
                      >
                        {e.title || t('events.own.untitled')}
                      </a>
                      <EventStatusBadge status={e.displayStatus} />
                    </div>
                    <p className="m-0 text-sm text-slate-600">
                      {e.startsAt !== null ? (
                        <EventDateShort at={e.startsAt} timeZone={e.timeZone ?? 'UTC'} />
                      ) : (
                        t('events.own.noDate')
                      )}
                      {e.city ? ` · ${e.city}` : ''}
                      {e.status === 'published' || e.status === 'cancelled'
                        ? ` · ${i18n.plural('events.attendance.count', e.signedUp)}`
                        : ''}
                      {e.roster?.waiting ? ` · ${i18n.plural('volunteers.counts.waiting', e.roster.waiting)}` : ''}
                      {e.roster?.confirmed
                        ? ` · ${i18n.plural('volunteers.counts.confirmed', e.roster.confirmed)}`
                        : ''}
                    </p>
                  </div>
                  {e.roster && (
                    <a
                      className="btn btn-secondary btn-sm"
                      href={path(`/profile/charity-events/${e.id}/roster`)}
                      data-testid="own-event-roster"
                    >
                      {t('volunteers.roster.open')}
                    </a>
                  )}
                  <a className="btn btn-secondary btn-sm" href={path(`/profile/edit-charity-event/${e.id}`)}>
                    {e.status === 'draft' || e.status === 'declined' ? t('events.own.edit') : t('events.own.manage')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
