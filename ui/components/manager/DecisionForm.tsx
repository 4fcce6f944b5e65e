import { useId, type ReactNode } from 'react';
import { useApp } from '../../app/context';
import type { AuditRow } from '../../pages/manager/types';
import { formatWhen } from './console-links';

/**
 * One decision as a plain form posting to the page itself (works without JavaScript; the worker
 * answers with a redirect to the queue). A required comment is enforced by the browser and again
 * by the worker.
 */
export function DecisionForm({ intent, label, commentLabel, commentRequired = false, tone = 'primary', children, testId }: {
  intent: string;
  label: string;
  commentLabel?: string;
  commentRequired?: boolean;
  tone?: 'primary' | 'danger';
  children?: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <form method="post" className="flex flex-col gap-3" data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {commentLabel && (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-medium text-slate-800">{commentLabel}</label>
          <textarea
            id={id}
            name="comment"
            rows={3}
            maxLength={2000}
            required={commentRequired}
            className="min-h-[80px] rounded-xl border border-slate-300 px-3 py-2 font-inherit"
            data-testid={`${testId}-comment`}
          />
        </div>
      )}
      <div>
        <button type="submit" className={`btn ${tone === 'danger' ? 'bg-rose-700 text-white hover:bg-rose-800' : 'btn-primary'}`} data-testid={`${testId}-submit`}>
          {label}
        </button>
      </div>
    </form>
  );
}

export function AuditList({ items }: { items: AuditRow[] }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  return (
    <section className="card p-6" aria-labelledby="audit-title" data-testid="audit-list">
      <h2 id="audit-title" className="m-0 text-lg font-semibold">{t('manager.audit.title')}</h2>
      {items.length === 0 ? (
        <p className="m-0 mt-2 text-slate-600">{t('manager.audit.empty')}</p>
      ) : (
        <ol className="m-0 mt-3 pl-5 flex flex-col gap-2">
          {items.map((a) => (
            <li key={a.id} data-testid="audit-row">
              <span className="font-medium">{t(`manager.actions.${a.action}`)}</span>
              {a.from && a.to && <span className="text-slate-600"> · {a.from} → {a.to}</span>}
              <span className="text-slate-600"> · {a.actorName ?? t('manager.audit.system')} · {formatWhen(snapshot, a.createdAt)}</span>
              {a.comment && <p className="m-0 mt-1 whitespace-pre-line text-slate-800">{a.comment}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
