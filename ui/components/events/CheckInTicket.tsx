import { useApp } from '../../app/context';
import { EVENTS_API } from './api';

/**
 * The volunteer's check-in code on their sign-up (docs/decisions/223-check-in-and-verified-hours.md):
 * a QR the organiser scans at the entrance, drawn by the worker, and the same image to download and
 * keep offline. A `<details>`: works without JavaScript, and the image loads only when opened.
 */
export function CheckInTicket({ eventId, slotId, title }: { eventId: string; slotId: string; title: string }) {
  const { t } = useApp().i18n;
  const base = `${EVENTS_API}/${encodeURIComponent(eventId)}/my-check-in`;
  const query = `?slot=${encodeURIComponent(slotId)}`;
  return (
    <details className="text-sm" data-testid="check-in-ticket">
      <summary className="cursor-pointer font-semibold text-primary-dark">{t('volunteers.ticket.show')}</summary>
      <div className="flex flex-col items-start gap-2 pt-2">
        <img
          src={`${base}/qr.svg${query}`}
          alt={t('volunteers.ticket.alt', { title })}
          width={220}
          height={220}
          loading="lazy"
          className="rounded-lg border border-slate-200 bg-white"
          data-testid="check-in-qr"
        />
        <p className="m-0 text-slate-600">{t('volunteers.ticket.hint')}</p>
        <a className="btn btn-secondary btn-sm" href={`${base}/qr.png${query}`} download>
          {t('volunteers.ticket.download')}
        </a>
      </div>
    </details>
  );
}
