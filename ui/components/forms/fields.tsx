import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useT } from '../../app/context';
import { formErrorText } from '../../shared/schemas/form-errors';

/** The busy indicator lives on its own (Spinner.tsx) so the footer's form does not pull in the fields. */
export { Spinner } from './Spinner';

/**
 * Labelled inputs of the public forms (docs/product.md §9: input height 46px, textarea 80px or 160px large,
 * field basis 300px). Errors are locale keys from the shared schemas; each field links its error
 * text through aria-describedby and marks itself aria-invalid.
 */
export const INPUT_CLASS =
  'w-full min-w-0 px-3 rounded-xl border bg-white text-base text-slate-900 outline-none transition-colors duration-200 focus:border-primary focus:ring-2 focus:ring-primary/25 disabled:bg-slate-100';

export function inputBorder(invalid: boolean): string {
  return invalid ? 'border-red-500' : 'border-slate-300';
}

interface FieldShellProps {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  required?: boolean;
  children: ReactNode;
  className?: string;
  /** For groups (the phone field): a legend-like label that is not a <label for>. */
  asGroup?: boolean;
}

export function FieldShell({ id, label, errors, required, children, className = '', asGroup }: FieldShellProps) {
  const t = useT();
  const labelClass = 'block mb-1.5 text-sm font-medium text-slate-700';
  const mark = required ? (
    <span className="text-red-600" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  return (
    <div className={`field-shell min-w-0 ${className}`}>
      {asGroup ? (
        <span id={`${id}-label`} className={labelClass}>
          {label}
          {mark}
        </span>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
          {mark}
        </label>
      )}
      {children}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1.5 mb-0 text-sm text-red-700" data-testid="field-error">
          {errors.map((e) => formErrorText(t, e)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
};

export function TextField({ id, label, errors, required, className, ...rest }: InputProps) {
  const invalid = Boolean(errors?.length);
  return (
    <FieldShell id={id} label={label} errors={errors} required={required} className={className}>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`${INPUT_CLASS} ${inputBorder(invalid)}`}
        style={{ height: 46 }}
        {...rest}
      />
    </FieldShell>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  large?: boolean;
};

export function TextArea({ id, label, errors, required, large, className, ...rest }: AreaProps) {
  const invalid = Boolean(errors?.length);
  return (
    <FieldShell id={id} label={label} errors={errors} required={required} className={`basis-full ${className ?? ''}`}>
      <textarea
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`${INPUT_CLASS} ${inputBorder(invalid)} py-2.5 resize-y block`}
        style={{ minHeight: large ? 160 : 80 }}
        {...rest}
      />
    </FieldShell>
  );
}
