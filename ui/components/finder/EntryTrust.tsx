import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import type { FinderEntry } from '../../shared/finder/page-data';

/**
 * A finder entry's trust line (docs/points-trust.md): says when the point has gone unconfirmed for
 * a year (it is also ranked lower), and links to the point page's "Report a problem" form, which
 * works without JavaScript.
 */
export function EntryTrust({ entry }: { entry: FinderEntry }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const report = `${localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${entry.id}`)}#report`;
  return (
    <p className="fe-trust">
      {entry.stale && (
        <span className="text-amber-800" data-testid="finder-stale">
          {t('trust.finder.stale')}
        </span>
      )}
      <a href={report} data-testid="finder-report-link">
        {t('trust.report.open')}
      </a>
    </p>
  );
}
