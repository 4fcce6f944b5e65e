import { useApp } from '../../app/context';
import { DISMISS_REASON_MAX } from '../../shared/facility/trust';

/**
 * Answering a visitor's report, for the owner (profile) and managers (console): "corrected" after
 * editing the point, or "dismiss" with a reason the reporter is shown. A plain form post.
 */
export function ResolveReportForm({ action, editHref }: { action: string; editHref?: string }) {
  const { i18n } = useApp();
  const t = i18n.t;
  return (
    <div className="flex flex-col gap-2">
      <form method="post" action={action} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="resolution" value="fixed" />
        {editHref && (
          <a className="btn btn-sm btn-secondary" href={editHref}>
            {t('trust.resolve.edit')}
          </a>
        )}
        <button type="submit" className="btn btn-sm btn-primary" data-testid="report-fixed">
          {t('trust.resolve.fixed')}
        </button>
      </form>
      <form method="post" action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="resolution" value="dismissed" />
        <label className="flex flex-col text-sm">
          {t('trust.resolve.reason')}
          <input
            name="reason"
            required
            maxLength={DISMISS_REASON_MAX}
            className="h-9 rounded-lg border border-slate-300 px-2"
            data-testid="report-reason"
          />
        </label>
        <button type="submit" className="btn btn-sm btn-ghost" data-testid="report-dismiss">
          {t('trust.resolve.dismiss')}
        </button>
      </form>
    </div>
  );
}
