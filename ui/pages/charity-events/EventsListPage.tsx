import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ServerHtml } from '../../components/common/ServerHtml';
import { INPUT } from '../../components/events/styles';
import { useLazyConform } from '../../components/forms/LazyConform';
import { formErrorText } from '../../shared/schemas/form-errors';
import { EVENT_CATEGORIES } from '../../shared/events/model';
import { pageWindow } from '../../shared/events/pagination';
import { localizedPath } from '../../shared/locale-negotiation';

/** The cards are the worker's HTML (EventCardGrid.tsx, docs/decisions/166): no items here. */
interface Data {
  total: number;
  /** More matches than the list counts (worker/data/events-list.ts EVENTS_LIST_CAP): "more than 1,000". */
  capped?: boolean;
  page: number;
  pageCount: number;
  cities: string[];
  city: string;
  category: string;
  /** Date filter (ui/shared/events/date-window.ts): today / weekend / week, and a from–to range. */
  when: string;
  from: string;
  to: string;
  /** Filters the worker's schema refused (ui/shared/events/list-filters.ts), by field. */
  errors?: Record<string, string[]>;
}

const FORM_ID = 'events-filters';
const WHEN = ['today', 'weekend', 'week'] as const;
const loadFilters = () => import('../../shared/events/list-filters').then((m) => m.validateEventListFilters);

/** /charity-events: published upcoming events of this edition, filterable, paginated (a plain GET form). */
export default function EventsListPage({ data, serverPart }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const base = localizedPath(snapshot.edition, snapshot.locale, '/charity-events');
  const pageHref = (page: number) => {
    const q = new URLSearchParams();
    if (data.city) q.set('city', data.city);
    if (data.category) q.set('category', data.category);
    if (data.when) q.set('when', data.when);
    if (data.from) q.set('from', data.from);
    if (data.to) q.set('to', data.to);
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  const active = [data.city, data.category, data.when, data.from, data.to].filter(Boolean).length;
  const filtered = active > 0;
  // Conform + the shared schema attach on first interaction (this guest page's first load stays small).
  const { errors, controller } = useLazyConform({
    formId: FORM_ID,
    load: loadFilters,
    defaultValue: { city: data.city, category: data.category, when: data.when, from: data.from, to: data.to },
    serverErrors: data.errors,
  });
  const invalid = (name: string) => Boolean(errors[name]?.length);
  const fieldError = (name: string) =>
    invalid(name) ? (
      <span id={`${FORM_ID}-${name}-error`} className="text-sm font-normal text-red-700" data-testid="field-error">
        {errors[name]!.map((e) => formErrorText(t, e)).join(' ')}
      </span>
    ) : null;
  const described = (name: string) =>
    invalid(name) ? { 'aria-invalid': true, 'aria-describedby': `${FORM_ID}-${name}-error` } : {};
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="m-0 text-2xl xs:text-3xl md:text-4xl font-bold">{t('events.list.title')}</h1>
        <p className="m-0 text-slate-600 max-w-3xl">{t('events.list.lead')}</p>
      </header>

      <form
        id={FORM_ID}
        method="get"
        action={base}
        noValidate
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-slate-50 p-4"
        role="search"
        aria-label={t('events.list.filters')}
        onChange={(e) => e.currentTarget.requestSubmit()}
      >
        {/* On phones the fields fold behind one "Filters" button with the active count (no
            JavaScript needed); from 721px they are always open and the button is gone (base.css). */}
        <details
          className="events-filters"
          open={Object.keys(errors).length > 0 || undefined}
          data-testid="events-filters"
        >
          <summary data-testid="events-filters-toggle">
            {active > 0 ? i18n.plural('events.list.filtersToggleActive', active) : t('events.list.filtersToggle')}
          </summary>
          <div className="flex flex-wrap items-end gap-3">
            <label className="filter-wide">
              {t('events.list.city')}
              <select
                name="city"
                defaultValue={data.city}
                className={INPUT}
                data-testid="filter-city"
                {...described('city')}
              >
                <option value="">{t('events.list.allCities')}</option>
                {data.cities.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </select>
              {fieldError('city')}
            </label>
            <label className="filter-wide">
              {t('events.list.category')}
              <select
                name="category"
                defaultValue={data.category}
                className={INPUT}
                data-testid="filter-category"
                {...described('category')}
              >
                <option value="">{t('events.list.allCategories')}</option>
                {EVENT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`events.category.${c}`)}
                  </option>
                ))}
              </select>
              {fieldError('category')}
            </label>
            <label className="filter-wide">
              {t('events.list.when')}
              <select
                name="when"
                defaultValue={data.when}
                className={INPUT}
                data-testid="filter-when"
                {...described('when')}
              >
                <option value="">{t('events.list.anyTime')}</option>
                {WHEN.map((w) => (
                  <option key={w} value={w}>
                    {t(`events.list.whenOption.${w}`)}
                  </option>
                ))}
              </select>
              {fieldError('when')}
            </label>
            <label className="filter-date">
              {t('events.list.from')}
              <input
                type="date"
                name="from"
                defaultValue={data.from}
                className={INPUT}
                data-testid="filter-from"
                {...described('from')}
              />
              {fieldError('from')}
            </label>
            <label className="filter-date">
              {t('events.list.to')}
              <input
                type="date"
                name="to"
                defaultValue={data.to}
                min={data.from || undefined}
                className={INPUT}
                data-testid="filter-to"
                {...described('to')}
              />
              {fieldError('to')}
            </label>
          </div>
        </details>
        <noscript>
          <button type="submit" className="btn btn-primary">
            {t('events.list.apply')}
          </button>
        </noscript>
        {filtered && (
          <a href={base} className="btn btn-ghost">
            {t('events.list.reset')}
          </a>
        )}
        <p className="m-0 ml-auto text-sm text-slate-600" aria-live="polite">
          {i18n.plural(data.capped ? 'events.list.foundMore' : 'events.list.found', data.total)}
        </p>
        {controller}
      </form>

      <ServerHtml>{serverPart}</ServerHtml>

      {data.pageCount > 1 && (
        <nav aria-label={t('events.list.pagination')} className="flex flex-wrap items-center justify-center gap-2">
          {data.page > 1 && (
            <a className="btn btn-secondary btn-sm" href={pageHref(data.page - 1)} rel="prev">
              {t('events.list.prev')}
            </a>
          )}
          {pageWindow(data.page, data.pageCount).map((p, i) =>
            p === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place in the row
              <span key={`gap${i}`} className="px-1 text-slate-500" aria-hidden="true">
                …
              </span>
            ) : (
              <a
                key={p}
                href={pageHref(p)}
                aria-current={p === data.page ? 'page' : undefined}
                className={`btn btn-sm ${p === data.page ? 'btn-primary' : 'btn-secondary'}`}
              >
                {p}
              </a>
            ),
          )}
          {data.page < data.pageCount && (
            <a className="btn btn-secondary btn-sm" href={pageHref(data.page + 1)} rel="next">
              {t('events.list.next')}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
