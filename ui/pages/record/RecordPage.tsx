import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { RecordActivities, RecordYears } from '../../components/record/RecordActivities';
import { AgeForms, IssuedList, PdfForm } from '../../components/record/RecordForms';
import type { RecordPageData } from '../../shared/volunteer-record';

/**
 * /profile/volunteer-record: the volunteer record (docs/product.md "The volunteer record"): every
 * activity with its corrections, totals per year, the PDF for a period and the PDFs issued, the
 * birth date and a minor's guardian consent. Data from worker/hours/pages.tsx.
 */
export default function RecordPage({ data }: PageProps<RecordPageData | undefined>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  if (!data) return null;
  const section = 'flex flex-col gap-3';
  return (
    <div className="flex flex-col gap-8" data-testid="record-page" data-standing={data.standing}>
      <header className="flex flex-col gap-2">
        <h1 className="m-0 text-2xl font-bold text-slate-900">{t('record.title')}</h1>
        <p className="m-0 text-slate-600">{t('record.about', { brand: snapshot.edition.brand })}</p>
        {data.done && (
          <p className="m-0 text-primary-dark" role="status" data-testid="record-done">
            {t(`record.done.${data.done}`)}
          </p>
        )}
        <FormAlert text={data.errors.form} />
      </header>
      {data.standing === 'minor' ? (
        <section className="card p-4 flex flex-col gap-2" data-testid="record-minor">
          <h2 className="m-0 text-lg font-semibold">{t('record.minor.title')}</h2>
          <p className="m-0 text-slate-700">{t('record.minor.text', { age: snapshot.edition.adultAge })}</p>
        </section>
      ) : data.activities.length === 0 ? (
        <p className="m-0 card p-4 text-slate-600" data-testid="record-empty">
          {t('record.empty')}
        </p>
      ) : (
        <>
          <section className={section}>
            <h2 className="m-0 text-lg font-semibold">{t('record.totals.title')}</h2>
            <RecordYears years={data.years} />
          </section>
          <section className={section}>
            <h2 className="m-0 text-lg font-semibold">{t('record.activitiesTitle')}</h2>
            <RecordActivities activities={data.activities} corrections={data.corrections} />
          </section>
        </>
      )}
      <section className={section}>
        <h2 className="m-0 text-lg font-semibold">{t('record.pdf.title')}</h2>
        <p className="m-0 text-sm text-slate-600">{t('record.pdf.text')}</p>
        <PdfForm data={data} />
      </section>
      <section className={section}>
        <h2 className="m-0 text-lg font-semibold">{t('record.issued.title')}</h2>
        <IssuedList issues={data.issues} errors={data.errors} />
      </section>
      <section className={section}>
        <h2 className="m-0 text-lg font-semibold">{t('record.age.title')}</h2>
        <AgeForms data={data} />
      </section>
    </div>
  );
}

function FormAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="m-0 text-sm text-red-700" role="alert">
      {text}
    </p>
  );
}
