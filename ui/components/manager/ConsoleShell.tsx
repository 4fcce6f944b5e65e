import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import type { Flash, QueueCounts } from '../../shared/manager-types';
import { consoleHref } from './console-links';

/** 'drives': the collection drives' queue, reached from the overview's card (no tab of its own). */
type Section = 'overview' | 'requests' | 'points' | 'events' | 'drives' | 'trust' | 'guide';

/**
 * Frame of every console page: the queue tabs with their counts, the page heading and the outcome
 * of the last decision (a polite live region, so screen readers hear it after the redirect).
 */
export function ConsoleShell({
  section,
  title,
  counts,
  flash,
  actions,
  children,
}: {
  section: Section;
  title: string;
  counts?: QueueCounts | null;
  flash?: Flash | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const tabs: { id: Section; path: string; label: string; count?: number }[] = [
    { id: 'overview', path: '/manager', label: t('manager.nav.overview') },
    {
      id: 'requests',
      path: '/manager/requests',
      label: t('manager.nav.requests'),
      ...(counts ? { count: counts.requests } : {}),
    },
    {
      id: 'points',
      path: '/manager/points',
      label: t('manager.nav.points'),
      ...(counts ? { count: counts.points } : {}),
    },
    {
      id: 'events',
      path: '/manager/events',
      label: t('manager.nav.events'),
      ...(counts ? { count: counts.events } : {}),
    },
    // Visitor reports and stale points (docs/points-trust.md); its counts are on /manager and the page itself.
    { id: 'trust', path: '/manager/trust', label: t('manager.nav.trust') },
    { id: 'guide', path: '/manager/guide', label: t('manager.nav.guide') },
  ];
  return (
    <div className="flex flex-col gap-5" data-testid="manager-console">
      <nav aria-label={t('manager.nav.label')}>
        <ul className="list-none m-0 p-0 flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={consoleHref(snapshot, tab.path)}
                aria-current={tab.id === section ? 'page' : undefined}
                className={`btn btn-sm ${tab.id === section ? 'btn-primary' : 'btn-secondary'}`}
                data-testid={`manager-tab-${tab.id}`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span
                    className="ml-1 rounded-full bg-white/80 px-2 text-xs font-bold text-slate-900"
                    data-testid={`manager-count-${tab.id}`}
                  >
                    {tab.count}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="m-0 text-2xl sm:text-3xl font-bold text-slate-900">{title}</h1>
        {actions}
      </div>
      <div role="status" aria-live="polite">
        {flash && (
          <p
            className={`m-0 rounded-xl border px-4 py-3 ${flash.tone === 'ok' ? 'bg-emerald-50 border-emerald-200 text-emerald-900' : 'bg-rose-50 border-rose-200 text-rose-900'}`}
            data-testid="manager-flash"
            data-tone={flash.tone}
          >
            {flash.text ?? t(`manager.flash.${flash.key}`)}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
