import { useApp } from '../../app/context';
import type { SlotLine } from '../../shared/events/slot-lines';
import { CARD } from './styles';

interface Props {
  action: string;
  slots: SlotLine[];
  /** Whether the viewer may act (published, not the organiser). */
  canAct: boolean;
}

function SlotForm({
  action,
  slotId,
  intent,
  label,
  primary,
  testId,
}: {
  action: string;
  slotId: string;
  intent: string;
  label: string;
  primary?: boolean;
  testId?: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slotId" value={slotId} />
      <button
        type="submit"
        className={`btn btn-sm ${primary ? 'btn-primary' : 'btn-secondary'}`}
        data-testid={testId ?? `${intent}-${slotId}`}
      >
        {label}
      </button>
    </form>
  );
}

/**
 * The event's slots with what is still needed (ADR 221), each with its own sign-up: forms that post
 * to the event page, so they work the same with JavaScript off.
 */
export function ShiftList({ action, slots, canAct }: Props) {
  const { t } = useApp().i18n;
  return (
    <section className={`${CARD} flex flex-col gap-3`} aria-labelledby="shifts-title" data-testid="shift-list">
      <h2 id="shifts-title" className="m-0 text-lg font-semibold">
        {t('shifts.title')}
      </h2>
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {slots.map((slot) => (
          <li key={slot.id} className="flex flex-col gap-1 border-t border-slate-100 pt-3" data-testid="shift-slot">
            <p className="m-0 font-medium">{slot.line}</p>
            <p className="m-0 text-sm text-slate-600">{slot.needed}</p>
            {slot.duties && <p className="m-0 text-sm text-slate-700">{slot.duties}</p>}
            {slot.bring && <p className="m-0 text-sm text-slate-700">{t('shifts.bring', { bring: slot.bring })}</p>}
            {canAct && !slot.started && (
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {slot.mine === 'signed_up' && (
                  <>
                    <span className="text-sm font-medium text-primary-dark">{t('shifts.youAreIn')}</span>
                    <SlotForm action={action} slotId={slot.id} intent="slot-cancel" label={t('shifts.cancel')} />
                  </>
                )}
                {slot.mine === 'waiting' && (
                  <>
                    <span className="text-sm font-medium">{t('shifts.inLine', { position: slot.position ?? 1 })}</span>
                    <SlotForm action={action} slotId={slot.id} intent="slot-cancel" label={t('shifts.leaveLine')} />
                  </>
                )}
                {!slot.mine && (
                  <SlotForm
                    action={action}
                    slotId={slot.id}
                    intent="slot-signup"
                    label={slot.full ? t('shifts.joinLine') : t('shifts.signUp')}
                    primary={!slot.full}
                  />
                )}
                {!slot.mine && slot.nextWithRoom && (
                  <SlotForm
                    action={action}
                    slotId={slot.nextWithRoom.id}
                    intent="slot-signup"
                    label={t('shifts.takeNext', { slot: slot.nextWithRoom.line })}
                    primary
                    testId={`take-next-${slot.id}`}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
