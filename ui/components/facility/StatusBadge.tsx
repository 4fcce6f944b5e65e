import { useT } from '../../app/context';
import type { FacilityStatus } from '../../shared/facility/lifecycle';
import { statusSlug } from '../../shared/facility/status-slug';

const TONES: Record<FacilityStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 border-slate-300',
  checking: 'bg-amber-50 text-amber-800 border-amber-300',
  accepted: 'bg-emerald-50 text-emerald-800 border-emerald-300',
  declined: 'bg-rose-50 text-rose-800 border-rose-300',
  closed: 'bg-slate-200 text-slate-700 border-slate-400',
  temporarily_not_working: 'bg-sky-50 text-sky-800 border-sky-300',
  blocked_by_moderator: 'bg-red-100 text-red-800 border-red-400',
};

/** Status with its display slug (docs/product.md §3.5: temporarily-not-working, blocked-by-moderator). */
export function StatusBadge({ status }: { status: FacilityStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
      data-status={statusSlug(status)}
      data-testid="facility-status"
    >
      <span className="w-1.5 h-1.5 rounded-full bg-current" aria-hidden="true" />
      {t(`facility.status.${status}`)}
    </span>
  );
}
