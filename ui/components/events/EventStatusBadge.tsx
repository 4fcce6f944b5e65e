import { useT } from '../../app/context';
import type { EventDisplayStatus } from '../../shared/events/model';

const TONES: Record<EventDisplayStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  checking: 'bg-amber-100 text-amber-800',
  published: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-rose-100 text-rose-800',
  cancelled: 'bg-slate-200 text-slate-700',
  finished: 'bg-sky-100 text-sky-800',
};

export function EventStatusBadge({ status }: { status: EventDisplayStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
      data-testid="event-status"
    >
      {t(`events.status.${status}`)}
    </span>
  );
}
