import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { defaultTimeZone } from '../../../editions/time-zones';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';

/** GET /profile/balance data (worker/data/ledger.ts LedgerPage). */
export interface BalanceData {
  balance: number;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  items: {
    id: string;
    points: number;
    reason: string;
    eventId: string | null;
    eventTitle: string | null;
    createdAt: number;
  }[];
}

/**
 * /profile/balance (role user only, docs/product.md §2.1/§5.5): the current balance, which is the sum of the
 * ledger, and the ledger itself (newest first, paginated), numbers and dates in the page's locale.
 * Dates are shown in the edition's main time zone so the server and the browser render alike.
 */
export default function BalancePage({ data }: PageProps<BalanceData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const to = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const timeZone = defaultTimeZone(snapshot.edition.id);
  const date = dateFormat(snapshot.locale, { dateStyle: 'medium', timeZone });
  const pageHref = (page: number) => `${to('/profile/balance')}${page > 1 ? `?page=${page}` : ''}`;

  const reason = (item: BalanceData['items'][number]) => {
    if (item.reason === 'event_attendance') {
      if (item.eventId && item.eventTitle) {
        return (
          <>
            {t('profile.balance.reason.event_attendance')}:{' '}
            <a className="link" href={to(`/charity-event/${item.eventId}`)} data-testid="ledger-event-link">
              {item.eventTitle}
            </a>
          </>
        );
      }
      return (
        <>
          {t('profile.balance.reason.event_attendance')}{' '}
          <span className="text-slate-500">({t('profile.balance.eventDeleted')})</span>
        </>
      );
    }
    return t('profile.balance.reason.other');
  };

  return (
    <div className="flex flex-col gap-6" data-testid="balance-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-2xl md:text-3xl font-bold">{t('profile.balance.title')}</h1>
        <a href={to('/profile')} className="btn btn-ghost btn-sm">
          {t('profile.balance.back')}
        </a>
      </div>

      <section
        aria-labelledby="balance-current"
        className="hero rounded-2xl p-6 md:p-8 text-white flex flex-wrap items-end justify-between gap-4"
      >
        <div>
          <h2 id="balance-current" className="m-0 text-base font-medium text-white/85">
            {t('profile.balance.current')}
          </h2>
          <p
            className="m-0 mt-1 text-4xl md:text-5xl font-bold tracking-tight"
            data-testid="balance-value"
            data-value={data.balance}
          >
            {i18n.number(data.balance)}{' '}
            <span className="text-xl md:text-2xl font-semibold">
              {i18n.plural('profile.balance.pointsWord', data.balance)}
            </span>
          </p>
        </div>
        <p className="m-0 max-w-sm text-sm text-white/85">{t('profile.balance.howToEarn')}</p>
      </section>

      {data.total === 0 ? (
        <section
          className="rounded-2xl border border-dashed border-slate-300 p-8 md:p-10 text-center flex flex-col items-center gap-3"
          data-testid="balance-empty"
        >
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-light text-primary-dark">
            <Icon name="heart" size={32} />
          </span>
          <h2 className="m-0 text-lg font-semibold">{t('profile.balance.empty.title')}</h2>
          <ol className="m-0 p-0 list-none flex flex-col gap-1.5 text-slate-600 max-w-lg">
            <li>1. {t('profile.balance.empty.step1')}</li>
            <li>2. {t('profile.balance.empty.step2')}</li>
            <li>3. {t('profile.balance.empty.step3')}</li>
          </ol>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <a className="btn btn-primary" href={to('/charity-events')} data-testid="balance-find-events">
              {t('profile.balance.empty.action')}
            </a>
            <a className="btn btn-secondary" href={to('/profile/my-charity-events')}>
              {t('profile.areas.myEvents')}
            </a>
          </div>
        </section>
      ) : (
        <section aria-labelledby="ledger-title" className="rounded-2xl border border-slate-300/70 bg-white shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5">
            <h2 id="ledger-title" className="m-0 text-lg font-semibold">
              {t('profile.balance.history')}
            </h2>
            <p className="m-0 text-sm text-slate-500" data-testid="ledger-count">
              {i18n.plural('profile.balance.entries', data.total, { count: i18n.number(data.total) })}
            </p>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full mt-3 border-collapse text-left" data-testid="ledger-table">
              <caption className="sr-only">{t('profile.balance.history')}</caption>
              <thead>
                <tr className="text-sm text-slate-500 border-b border-slate-200">
                  {/* Below 721px the date goes under the reason: three columns do not fit a phone (375 px). */}
                  <th scope="col" className="hidden sm:table-cell px-5 py-2 font-medium whitespace-nowrap">
                    {t('profile.balance.colDate')}
                  </th>
                  <th scope="col" className="pl-4 pr-2 sm:px-5 py-2 font-medium">
                    {t('profile.balance.colReason')}
                  </th>
                  <th scope="col" className="pl-2 pr-4 sm:px-5 py-2 font-medium text-right whitespace-nowrap">
                    {t('profile.balance.colPoints')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} className="border-b border-slate-100 last:border-0" data-testid="ledger-row">
                    <td className="hidden sm:table-cell px-5 py-3 whitespace-nowrap text-slate-700">
                      <time dateTime={new Date(item.createdAt).toISOString()}>{date.format(item.createdAt)}</time>
                    </td>
                    <td className="pl-4 pr-2 sm:px-5 py-3 [overflow-wrap:anywhere]">
                      {reason(item)}
                      <time
                        className="sm:hidden block mt-0.5 text-sm text-slate-500"
                        dateTime={new Date(item.createdAt).toISOString()}
                      >
                        {date.format(item.createdAt)}
                      </time>
                    </td>
                    <td
                      className={`pl-2 pr-4 sm:px-5 py-3 text-right font-semibold tabular-nums whitespace-nowrap ${item.points >= 0 ? 'text-primary-dark' : 'text-red-700'}`}
                      data-testid="ledger-points"
                    >
                      {i18n.number(item.points, { signDisplay: 'exceptZero' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.pageCount > 1 && (
            <nav
              aria-label={t('profile.balance.pagesNav')}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 border-t border-slate-200"
              data-testid="ledger-pagination"
            >
              {data.page > 1 ? (
                <a className="btn btn-secondary btn-sm" rel="prev" href={pageHref(data.page - 1)}>
                  {t('profile.balance.prev')}
                </a>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600" aria-current="page">
                {t('profile.balance.page', { page: i18n.number(data.page), pages: i18n.number(data.pageCount) })}
              </span>
              {data.page < data.pageCount ? (
                <a className="btn btn-secondary btn-sm" rel="next" href={pageHref(data.page + 1)}>
                  {t('profile.balance.next')}
                </a>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
