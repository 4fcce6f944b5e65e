import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import type { AuditRow, DecisionEcho } from '../../shared/manager-types';
import { formErrorText } from '../../shared/schemas/form-errors';
import type { DecisionSubject } from '../../shared/schemas/manager-decision';
import { useLazyConform } from '../forms/LazyConform';
import { formatWhen } from './console-links';

const loaders: Record<
  DecisionSubject,
  () => Promise<(payload: unknown) => import('../../shared/schemas/form-fields').Validation<unknown>>
> = {
  request: () =>
    import('../../shared/schemas/manager-decision').then(
      (m) => (payload: unknown) => m.validateDecision('request', payload),
    ),
  point: () =>
    import('../../shared/schemas/manager-decision').then(
      (m) => (payload: unknown) => m.validateDecision('point', payload),
    ),
  event: () =>
    import('../../shared/schemas/manager-decision').then(
      (m) => (payload: unknown) => m.validateDecision('event', payload),
    ),
};

/**
 * One decision as a form posting to the page itself (works without JavaScript; the worker
 * answers with a redirect to the queue). The decision schema (ui/shared/schemas/manager-decision.ts)
 * checks it in the worker and, through Conform attached on first interaction, in the browser: a
 * missing reason or role shows on that field either way (`echo` carries the worker's answer).
 */
export function DecisionForm({
  subject,
  intent,
  label,
  commentLabel,
  commentRequired = false,
  tone = 'primary',
  children,
  testId,
  echo,
}: {
  subject: DecisionSubject;
  intent: string;
  label: string;
  commentLabel?: string;
  commentRequired?: boolean;
  tone?: 'primary' | 'danger';
  children?: ReactNode;
  testId: string;
  /** The worker's refusal of this page's decision forms; used when it is this form's. */
  echo?: DecisionEcho | null | undefined;
}) {
  const { i18n } = useApp();
  const t = i18n.t;
  const formId = `decision-${intent}`;
  const mine = echo?.intent === intent ? echo : null;
  const { errors, controller } = useLazyConform({
    formId,
    load: loaders[subject],
    defaultValue: {
      intent,
      comment: mine?.values.comment ?? '',
      ...(mine?.values.roles.length ? { roles: mine.values.roles } : {}),
    },
    serverErrors: mine?.errors,
  });
  const errorId = (name: string) => `${formId}-${name}-error`;
  const errorOf = (name: string) =>
    errors[name]?.length ? (
      <p id={errorId(name)} className="m-0 text-sm text-red-700" data-testid="field-error">
        {errors[name]!.map((e) => formErrorText(t, e)).join(' ')}
      </p>
    ) : null;
  const commentInvalid = Boolean(errors.comment?.length);
  return (
    <form id={formId} method="post" noValidate className="flex flex-col gap-3" data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {errorOf('roles')}
      {commentLabel && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-comment`} className="font-medium text-slate-800">
            {commentLabel}
            {commentRequired && (
              <span className="text-red-600" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          <textarea
            id={`${formId}-comment`}
            name="comment"
            rows={3}
            maxLength={2000}
            required={commentRequired}
            defaultValue={mine?.values.comment ?? ''}
            aria-invalid={commentInvalid || undefined}
            aria-describedby={commentInvalid ? errorId('comment') : undefined}
            className={`min-h-[80px] rounded-xl border px-3 py-2 font-inherit ${commentInvalid ? 'border-red-500' : 'border-slate-300'}`}
            data-testid={`${testId}-comment`}
          />
          {errorOf('comment')}
        </div>
      )}
      <div>
        <button
          type="submit"
          className={`btn ${tone === 'danger' ? 'bg-rose-700 text-white hover:bg-rose-800' : 'btn-primary'}`}
          data-testid={`${testId}-submit`}
        >
          {label}
        </button>
      </div>
      {controller}
    </form>
  );
}

export function AuditList({ items }: { items: AuditRow[] }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  return (
    <section className="card p-6" aria-labelledby="audit-title" data-testid="audit-list">
      <h2 id="audit-title" className="m-0 text-lg font-semibold">
        {t('manager.audit.title')}
      </h2>
      {items.length === 0 ? (
        <p className="m-0 mt-2 text-slate-600">{t('manager.audit.empty')}</p>
      ) : (
        <ol className="m-0 mt-3 pl-5 flex flex-col gap-2">
          {items.map((a) => (
            <li key={a.id} data-testid="audit-row">
              <span className="font-medium">{t(`manager.actions.${a.action}`)}</span>
              {a.from && a.to && (
                <span className="text-slate-600">
                  {' '}
                  · {a.from} → {a.to}
                </span>
              )}
              <span className="text-slate-600">
                {' '}
                · {a.actorName ?? t('manager.audit.system')} · {formatWhen(snapshot, a.createdAt)}
              </span>
              {a.comment && <p className="m-0 mt-1 whitespace-pre-line text-slate-800">{a.comment}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
