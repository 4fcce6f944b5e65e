import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { dateFormat } from '../../shared/locale-format';
import { formatDay, formatHours, type VerifyPageData } from '../../shared/volunteer-record';

/**
 * /v/<token>: the public check of an issued volunteer record PDF (ADR 228). It states exactly the
 * facts the PDF states (the stored snapshot) and nothing more about the person; a revoked one says
 * so (410), an unknown one is a 404. Data from worker/hours/pages.tsx.
 */
export default function RecordCheckPage({ data }: PageProps<VerifyPageData>) {
  const { i18n } = useApp();
  const { t, locale } = i18n;
  const day = (d: string) => formatDay(d, locale);
  const hours = (m: number) => formatHours(m, locale);
  if (data.state !== 'valid') {
    const when =
      data.state === 'revoked' ? dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(data.revokedAt) : '';
    return (
      <article className="card p-6 sm:p-10" data-testid="record-check" data-state={data.state}>
        <h1 className="m-0 text-2xl font-semibold">{t(`record.check.${data.state}.title`)}</h1>
        <p className="mt-3 mb-0 text-slate-600">{t(`record.check.${data.state}.text`, { date: when })}</p>
      </article>
    );
  }
  const f = data.facts;
  const issued = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(f.issuedAt);
  return (
    <article className="card p-6 sm:p-10 flex flex-col gap-4" data-testid="record-check" data-state="valid">
      <header className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-primary-dark">{f.brand}</span>
        <h1 className="m-0 text-2xl font-semibold">{t('record.check.valid.title')}</h1>
        <p className="m-0 text-slate-600">{t('record.check.valid.text', { brand: f.brand })}</p>
      </header>
      <dl className="m-0 grid gap-1" data-testid="record-check-facts">
        <dt className="text-sm text-slate-500">{t('record.check.name')}</dt>
        <dd className="m-0 font-medium" data-testid="record-check-name">
          {f.name}
        </dd>
        <dt className="text-sm text-slate-500">{t('record.check.period')}</dt>
        <dd className="m-0">{t('record.issued.period', { from: day(f.from), to: day(f.to) })}</dd>
        <dt className="text-sm text-slate-500">{t('record.check.issued')}</dt>
        <dd className="m-0">{issued}</dd>
      </dl>
      <ol className="m-0 p-0 list-none flex flex-col gap-2" data-testid="record-check-activities">
        {f.activities.map((a) => (
          <li key={`${a.eventId}/${a.slotId}`} className="border-t border-slate-200 pt-2">
            <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-500">
              <span>{day(a.date)}</span>
              <span>{a.verified ? t('record.verified') : t('record.unverified')}</span>
            </div>
            <div className="font-medium text-slate-900">{a.event}</div>
            <div className="text-sm text-slate-600">
              {a.organisation}
              {a.role ? ` · ${a.role}` : ''} · {t('record.hoursValue', { hours: hours(a.minutes) })}
            </div>
          </li>
        ))}
      </ol>
      {f.activities.length === 0 && <p className="m-0 text-slate-600">{t('record.pdf.empty')}</p>}
      <section className="flex flex-col gap-1" data-testid="record-check-totals">
        <h2 className="m-0 text-lg font-semibold">{t('record.totals.title')}</h2>
        {f.years.map((y) => (
          <p key={y.year} className="m-0">
            {t('record.totals.year', { year: y.year, hours: hours(y.minutes), verified: hours(y.verifiedMinutes) })}
          </p>
        ))}
        <p className="m-0 font-semibold">
          {t('record.totals.all', { hours: hours(f.minutes), verified: hours(f.verifiedMinutes) })}
        </p>
      </section>
    </article>
  );
}
