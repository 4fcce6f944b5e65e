import { parse, useForm, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import type { Validation } from '../../shared/schemas/form-fields';

/** A shared validator as Conform's `resolve`: the value, or the messages by field. */
function conformResolver<T>(validate: (payload: unknown) => Validation<T>) {
  return (payload: unknown) => {
    const result = validate(payload);
    return result.ok ? { value: result.value } : { error: result.errors };
  };
}

/**
 * Conform with one of the shared validators (ui/shared/schemas): validated on blur, revalidated
 * on input, submission blocked while invalid. Server field errors from a no-JavaScript round trip
 * show as the form's last result. With `onValid` a valid form is handed over (the caller sends it
 * with fetch); without it the browser posts the form to its page and the worker validates again.
 */
export function useValidatedForm<T>(opts: {
  id?: string;
  validate: (payload: unknown) => Validation<T>;
  defaultValue?: Record<string, unknown>;
  serverErrors?: Record<string, string[]> | null | undefined;
  /**
   * When a field is first validated: on blur (default) or only on submit. The sign-in dialog
   * autofocuses its e-mail field; validating that untouched field on blur made the errors appear
   * under the pointer of someone clicking "Войти" or the Google link, and the click missed.
   */
  validateOn?: 'onBlur' | 'onSubmit';
  onValid?: ((value: T, form: HTMLFormElement) => void) | undefined;
}) {
  const defaultValue = (opts.defaultValue ?? {}) as Record<string, string>;
  // One result object per set of server errors: Conform reports a lastResult again whenever its
  // identity changes, which on a re-render would put fixed errors back on their fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial values belong to these errors
  const lastResult: SubmissionResult<string[]> | undefined = useMemo(
    () =>
      opts.serverErrors && Object.keys(opts.serverErrors).length
        ? { status: 'error', initialValue: defaultValue, error: opts.serverErrors }
        : undefined,
    [opts.serverErrors],
  );
  // biome-ignore lint/suspicious/noExplicitAny: field values are strings or string lists
  return useForm<Record<string, any>>({
    ...(opts.id ? { id: opts.id } : {}),
    defaultValue,
    lastResult,
    shouldValidate: opts.validateOn ?? 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      // Conform's form values are a record of fields; T is what the validator makes of them.
      return parse(formData, {
        resolve: conformResolver(opts.validate as (payload: unknown) => Validation<Record<string, unknown>>),
      });
    },
    onSubmit(event, { submission }) {
      if (!opts.onValid) return; // a native POST to the form's page
      event.preventDefault();
      if (submission?.status === 'success') opts.onValid(submission.value as T, event.currentTarget);
    },
  });
}
