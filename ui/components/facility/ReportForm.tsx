import { useState, type FormEvent } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { HONEYPOT_FIELD, REPORT_COMMENT_MAX, REPORT_KINDS, type ReportOutcome } from '../../shared/facility/trust';

type Shown = ReportOutcome | 'sending' | 'failed' | null;

/**
 * "Report a problem" (docs/points-trust.md). A real form posting to /recycling-points/{id}/report,
 * which answers with a result page, so it works signed out and without JavaScript; with
 * JavaScript the same post asks for JSON and the answer shows in place. On an OpenStreetMap point
 * (`osm`) the report goes to the managers only, and the thanks say so. `homepage` is a honeypot:
 * hidden from people and from assistive technology, filled only by bots.
 */
export function ReportForm({
  facilityId,
  osm = false,
  errors = {},
  values = {},
}: {
  facilityId: string;
  osm?: boolean;
  errors?: Record<string, string[]>;
  values?: { kind?: string; comment?: string };
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const [shown, setShown] = useState<Shown>(null);
  const [message, setMessage] = useState('');
  const action = localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${facilityId}/report`);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setShown('sending');
    try {
      const res = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
      });
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string[]> };
      } | null;
      if (res.ok) {
        form.reset();
        setShown('sent');
        return;
      }
      setShown(res.status === 429 ? 'rate-limited' : 'failed');
      setMessage(Object.values(body?.error?.fields ?? {})[0]?.[0] ?? body?.error?.message ?? t('trust.errors.invalid'));
    } catch {
      setShown('failed');
      setMessage(t('trust.errors.network'));
    }
  }

  const fieldError = (name: string) => errors[name]?.map((key) => t(key)).join(' ');
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="report-form"
      noValidate
    >
      <fieldset
        className="m-0 p-0 border-0 grid gap-2 sm:grid-cols-2"
        aria-describedby={errors.kind ? 'report-kind-error' : undefined}
      >
        <legend className="mb-2 font-semibold">{t('trust.report.kindLegend')}</legend>
        {REPORT_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={values.kind === kind}
              required
              className="w-4 h-4"
              data-testid={`report-kind-${kind}`}
            />
            {t(`trust.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {errors.kind && (
        <p id="report-kind-error" className="m-0 text-rose-700" data-testid="report-error-kind">
          {fieldError('kind')}
        </p>
      )}
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('trust.report.comment')}</span>
        <textarea
          name="comment"
          maxLength={REPORT_COMMENT_MAX}
          rows={3}
          defaultValue={values.comment ?? ''}
          className="rounded-xl border border-slate-300 p-3"
          data-testid="report-comment"
        />
        <span className="text-sm text-slate-500">{t('trust.report.commentHint', { max: REPORT_COMMENT_MAX })}</span>
      </label>
      {errors.comment && (
        <p className="m-0 text-rose-700" data-testid="report-error-comment">
          {fieldError('comment')}
        </p>
      )}
      <div className="sr-only" aria-hidden="true">
        <label>
          {t('trust.report.honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-secondary" disabled={shown === 'sending'} data-testid="report-submit">
          {t('trust.report.submit')}
        </button>
        <p className="m-0" role="status" aria-live="polite" data-testid="report-status" data-state={shown ?? ''}>
          {shown === 'sent'
            ? t(osm ? 'trust.report.thanksOsm' : 'trust.report.thanks')
            : shown === 'rate-limited' || shown === 'failed'
              ? message
              : ''}
        </p>
      </div>
    </form>
  );
}
