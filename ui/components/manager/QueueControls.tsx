import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import { MANAGER_EDITIONS, type ManagerEdition, type Paging } from '../../shared/manager-types';
import { consoleHref, type QueryValue } from './console-links';

/** Edition filter as plain links (no script needed; each is one Tab stop). */
export function EditionFilter({
  path,
  edition,
  query = {},
}: {
  path: string;
  edition: ManagerEdition | null;
  query?: Record<string, QueryValue>;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const options: (ManagerEdition | null)[] = [null, ...MANAGER_EDITIONS];
  return (
    <nav
      aria-label={t('manager.filter.edition')}
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="edition-filter"
    >
      <span className="text-slate-600">{t('manager.filter.edition')}:</span>
      {options.map((option) => (
        <a
          key={option ?? 'all'}
          href={consoleHref(snapshot, path, { ...query, edition: option })}
          aria-current={option === edition ? 'true' : undefined}
          className={`rounded-full border px-3 py-1 no-underline ${option === edition ? 'border-primary-dark bg-primary-light text-primary-dark font-semibold' : 'border-slate-300 text-slate-700'}`}
        >
          {t(`manager.editions.${option ?? 'all'}`)}
        </a>
      ))}
    </nav>
  );
}

export function Pagination({
  path,
  paging,
  query = {},
}: {
  path: string;
  paging: Paging;
  query?: Record<string, QueryValue>;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  if (pages <= 1) return null;
  const link = (page: number, label: string, rel: 'prev' | 'next') => (
    <a
      className="btn btn-sm btn-secondary"
      rel={rel}
      href={consoleHref(snapshot, path, { ...query, page })}
      data-testid={`page-${rel}`}
    >
      {label}
    </a>
  );
  return (
    <nav
      aria-label={t('manager.pagination.label')}
      className="flex flex-wrap items-center gap-3"
      data-testid="pagination"
    >
      {paging.page > 1 && link(paging.page - 1, t('manager.pagination.prev'), 'prev')}
      <span className="text-sm text-slate-600">{t('manager.pagination.status', { page: paging.page, pages })}</span>
      {paging.page < pages && link(paging.page + 1, t('manager.pagination.next'), 'next')}
    </nav>
  );
}

export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <section className="card p-8 text-center" data-testid="manager-empty">
      <h2 className="m-0 text-lg font-semibold">{title}</h2>
      <p className="m-0 mt-2 text-slate-600">{text}</p>
    </section>
  );
}

/** A plain data table with a caption naming what it lists and how many. */
export function QueueTable({
  caption,
  head,
  children,
  testId,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="overflow-x-auto card p-0">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
        <caption className="px-4 pt-4 text-left text-slate-600">{caption}</caption>
        <thead>
          <tr className="text-slate-500">
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const CELL = 'px-4 py-3 border-t border-slate-200 align-top';
