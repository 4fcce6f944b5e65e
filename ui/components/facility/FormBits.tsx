import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import { conformName } from '../../shared/facility/field-names';
import { formErrorText } from '../../shared/schemas/form-errors';

export const fieldId = (path: string) => `pf-${path.replace(/\./g, '-')}`;
export const INPUT =
  'w-full h-[46px] rounded-xl border bg-white px-3 text-base text-slate-900 outline-none transition-colors focus:border-primary focus:ring-2 focus:ring-primary/25';
export const inputTone = (invalid: boolean) => (invalid ? 'border-rose-500' : 'border-slate-300');

/** The first error of a field (by its model path; errors are keyed by Conform names), localized; the form shows one message per field. */
export function useProblem(errors: Record<string, string[]>) {
  const { i18n } = useApp();
  return (path: string): string | null => {
    const found = errors[conformName(path)]?.[0];
    return found ? formErrorText(i18n.t, found) : null;
  };
}

export function FieldError({ path, message }: { path: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="m-0 mt-1 text-sm text-rose-700" data-testid={`error-${path}`}>
      {message}
    </p>
  );
}

export function Field({
  path,
  label,
  required,
  hint,
  error,
  children,
}: {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={fieldId(path)} className="block mb-1 text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-rose-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && <p className="m-0 mt-1 text-xs text-slate-500">{hint}</p>}
      <FieldError path={path} message={error} />
    </div>
  );
}

/** aria wiring for an input at `path`. */
export function aria(path: string, error: string | null) {
  return {
    id: fieldId(path),
    name: conformName(path),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId(path)}-error` : undefined,
    'data-testid': `field-${path}`,
  } as const;
}

export function Section({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card p-5 sm:p-7" data-testid={testId}>
      <h2 className="m-0 text-lg font-semibold text-slate-900">{title}</h2>
      {lead && <p className="m-0 mt-1 text-sm text-slate-600">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
