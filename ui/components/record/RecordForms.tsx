import { useApp } from '../../app/context';
import { TextField } from '../forms/fields';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';
import type { RecordIssueLine, RecordPageData } from '../../shared/volunteer-record';
import { formatDay } from '../../shared/volunteer-record';

/**
 * The record page's forms, plain posts that work without JavaScript (worker/hours/pages.tsx):
 * the PDF for a period, the issued PDFs with their revoke buttons, the birth date, the guardian.
 */
const err = (errors: Record<string, string>, field: string) => (errors[field] ? [errors[field]] : undefined);

function FormError({ text, testId }: { text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <p className="m-0 text-sm text-red-700" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

export function PdfForm({ data }: { data: RecordPageData }) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  if (data.standing === 'minor')
    return (
      <p className="m-0 text-slate-600" data-testid="record-pdf-minor">
        {t('record.minor.noPdf')}
      </p>
    );
  return (
    <form
      method="post"
      action={localizedPath(snapshot.edition, snapshot.locale, '/profile/volunteer-record/pdf')}
      className="flex flex-wrap items-end gap-4"
      data-testid="record-pdf-form"
    >
      <TextField
        id="record-from"
        className="w-full sm:w-56"
        name="from"
        type="date"
        label={t('record.pdf.from')}
        defaultValue={data.defaultFrom}
        required
        errors={err(data.errors, 'from')}
      />
      <TextField
        id="record-to"
        className="w-full sm:w-56"
        name="to"
        type="date"
        label={t('record.pdf.to')}
        defaultValue={data.defaultTo}
        required
        errors={err(data.errors, 'to')}
      />
      <button type="submit" className="btn btn-primary" data-testid="record-pdf-submit">
        {t('record.pdf.submit')}
      </button>
      <FormError text={data.errors.pdf} testId="record-pdf-error" />
    </form>
  );
}

export function IssuedList({ issues, errors }: { issues: readonly RecordIssueLine[]; errors: Record<string, string> }) {
  const { snapshot, i18n } = useApp();
  const { t, locale } = i18n;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  if (issues.length === 0) return <p className="m-0 text-slate-600">{t('record.issued.none')}</p>;
  const created = (ms: number) => dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  return (
    <>
      <FormError text={errors.revoke} testId="record-revoke-error" />
      <ul className="m-0 p-0 list-none flex flex-col gap-2" data-testid="record-issues">
        {issues.map((issue) => (
          <li
            key={issue.id}
            className="card p-3 flex flex-wrap items-center justify-between gap-3"
            data-testid="record-issue"
            data-token={issue.token}
          >
            <div>
              <div className="font-medium">
                {t('record.issued.period', { from: formatDay(issue.from, locale), to: formatDay(issue.to, locale) })}
              </div>
              <div className="text-sm text-slate-600">
                {t('record.issued.created', { date: created(issue.createdAt) })} ·{' '}
                <a href={path(`/v/${issue.token}`)}>{t('record.issued.check')}</a>
              </div>
            </div>
            {issue.revokedAt ? (
              <span className="text-sm text-red-700" data-testid="record-issue-revoked">
                {t('record.issued.revoked', { date: created(issue.revokedAt) })}
              </span>
            ) : (
              <form method="post" action={path('/profile/volunteer-record')}>
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={issue.id} />
                <button type="submit" className="btn btn-secondary" data-testid="record-issue-revoke">
                  {t('record.issued.revoke')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function AgeForms({ data }: { data: RecordPageData }) {
  const { snapshot, i18n } = useApp();
  const { t, locale } = i18n;
  const action = localizedPath(snapshot.edition, snapshot.locale, '/profile/volunteer-record');
  const day = (ms: number) => dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  return (
    <div className="flex flex-col gap-6">
      <form method="post" action={action} className="flex flex-wrap items-end gap-4" data-testid="record-birth-form">
        <input type="hidden" name="intent" value="birthDate" />
        <TextField
          id="record-birth-date"
          className="w-full sm:w-56"
          name="birthDate"
          type="date"
          label={t('record.age.birthDate')}
          defaultValue={data.birthDate ?? ''}
          errors={err(data.errors, 'birthDate')}
        />
        <button type="submit" className="btn btn-secondary" data-testid="record-birth-submit">
          {t('record.age.save')}
        </button>
      </form>
      <p className="m-0 text-sm text-slate-600">{t('record.age.why', { age: snapshot.edition.adultAge })}</p>
      {data.standing === 'minorConsented' && data.consentGivenAt && (
        <p className="m-0 text-slate-700" data-testid="record-consent-given">
          {t('record.minor.given', { date: day(data.consentGivenAt) })}
        </p>
      )}
      {data.standing === 'minor' && (
        <form
          method="post"
          action={action}
          className="flex flex-wrap items-end gap-4"
          data-testid="record-guardian-form"
        >
          <input type="hidden" name="intent" value="guardian" />
          <TextField
            id="record-guardian-email"
            className="w-full sm:w-80"
            name="guardianEmail"
            type="email"
            autoComplete="off"
            label={t('record.minor.guardianEmail')}
            defaultValue={data.guardianEmail ?? ''}
            required
            maxLength={254}
            errors={err(data.errors, 'guardianEmail')}
          />
          <button type="submit" className="btn btn-primary" data-testid="record-guardian-submit">
            {t('record.minor.send')}
          </button>
          {data.consentRequestedAt && data.guardianEmail && (
            <p className="m-0 basis-full text-sm text-slate-600" data-testid="record-consent-requested">
              {t('record.minor.requested', { email: data.guardianEmail, date: day(data.consentRequestedAt) })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
