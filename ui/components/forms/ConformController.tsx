import { use, useEffect, useLayoutEffect, useRef } from 'react';
import type { Validation } from '../../shared/schemas/form-fields';
import type { FieldErrors } from '../../shared/schemas/form-fields';
import { useValidatedForm } from './use-validated-form';

/**
 * Conform attached to an already rendered form (LazyConform.tsx): the form's fields stay the
 * server's; Conform listens to their input and blur by the form's id (as it always does), this
 * component forwards the form's submit event to it and reports the field errors back.
 */
export default function ConformController({
  formId,
  validator,
  defaultValue,
  serverErrors,
  validateOn,
  onValid,
  onErrors,
  onAttached,
}: {
  formId: string;
  validator: Promise<(payload: unknown) => Validation<unknown>>;
  defaultValue?: Record<string, unknown> | undefined;
  serverErrors?: FieldErrors | null | undefined;
  validateOn?: 'onBlur' | 'onSubmit' | undefined;
  onValid?: ((value: unknown, form: HTMLFormElement) => void) | undefined;
  onErrors: (errors: FieldErrors) => void;
  onAttached?: (form: HTMLFormElement) => void;
}) {
  const validate = use(validator);
  const [form] = useValidatedForm({
    id: formId,
    validate,
    defaultValue,
    serverErrors,
    onValid,
    ...(validateOn ? { validateOn } : {}),
  });
  const submit = useRef(form.onSubmit);
  submit.current = form.onSubmit;

  // A layout effect, as Conform's own listeners (input, blur) are: in the same commit, so no event
  // falls between them. With a passive effect, a field typed in that gap made Conform submit its
  // validation before this listener was there, and the held submit broke the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onAttached is stable (LazyConform's useCallback)
  useLayoutEffect(() => {
    const element = document.getElementById(formId) as HTMLFormElement | null;
    if (!element) return;
    const onSubmit = (event: SubmitEvent) => {
      submit.current({
        nativeEvent: event,
        currentTarget: element,
        target: element,
        preventDefault: () => event.preventDefault(),
      } as unknown as React.FormEvent<HTMLFormElement>);
    };
    element.addEventListener('submit', onSubmit);
    element.dataset.conform = 'attached'; // for tests and debugging: the schema now guards the submit
    onAttached?.(element);
    return () => {
      element.removeEventListener('submit', onSubmit);
      delete element.dataset.conform;
    };
  }, [formId]);

  const errors = form.allErrors;
  const reported = JSON.stringify(errors);
  useEffect(() => {
    onErrors(JSON.parse(reported) as FieldErrors);
  }, [reported, onErrors]);
  return null;
}
