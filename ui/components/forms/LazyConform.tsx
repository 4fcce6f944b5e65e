import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { FieldErrors, Validation } from '../../shared/schemas/form-fields';

const ConformController = lazy(() => import('./ConformController'));

export interface LazyConformOptions<T> {
  /** The id of the server-rendered <form> Conform attaches to. */
  formId: string;
  /** Loads the form's shared schema validator (ui/shared/**), its own chunk. */
  load: () => Promise<(payload: unknown) => Validation<T>>;
  defaultValue?: Record<string, unknown>;
  serverErrors?: FieldErrors | null | undefined;
  /** Load at once (a dialog's form, rendered only when opened) instead of on first interaction. */
  eager?: boolean;
  /**
   * What counts as the first interaction: the pointer over the form or focus in it (default), or
   * only its use, a key, a press or input (`use`), for a form whose field is focused on load (the
   * login dialog): focus alone would load the validation with the page.
   */
  startOn?: 'approach' | 'use';
  /** When a field is first validated (use-validated-form.ts): on blur (default) or only on submit. */
  validateOn?: 'onBlur' | 'onSubmit';
  /** With it, a valid form is handed over (sent with fetch); without it the browser submits natively. */
  onValid?: ((value: T, form: HTMLFormElement) => void) | undefined;
}

/**
 * Conform (use-validated-form.ts) for forms on pages whose first load must stay small (
 * budgets: guest pages ≤ 95K gzip): the form is rendered as plain HTML with the errors it was
 * given, and on the first pointer over it or focus inside it Conform and the form's schema load
 * and attach to that same form element, without re-rendering its fields (nothing typed or
 * focused is lost). Until then the form posts natively and the worker validates with the same
 * schema. Returns the field errors to render: the server's at first, then Conform's.
 */
export function useLazyConform<T>(opts: LazyConformOptions<T>): {
  errors: FieldErrors;
  controller: React.ReactNode;
  /** For a form's onSubmit where a native submit must not happen: held until Conform is attached, then submitted again. */
  holdUntilAttached: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [errors, setErrors] = useState<FieldErrors>(opts.serverErrors ?? {});
  const [validator, setValidator] = useState<Promise<(payload: unknown) => Validation<T>> | null>(null);
  const held = useRef<{ submitter: HTMLElement | null } | null>(null);
  // Fields left before Conform was attached (a quick tab through, a test's fill and blur): their
  // blur is told to Conform again once it listens, so the first one still shows its error.
  const leftEarly = useRef<Set<Element> | null>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: opts.load is a stable import
  const holdUntilAttached = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (event.currentTarget.dataset.conform) return; // Conform already handled it
    event.preventDefault();
    setValidator((current) => current ?? opts.load()); // a submit before any other use (autofill, then Enter)
    // The pressed button goes with the repeated submit (its name and value, e.g. a form's intent).
    held.current = { submitter: (event.nativeEvent as SubmitEvent).submitter ?? null };
  }, []);
  const onAttached = useCallback((form: HTMLFormElement) => {
    // What was held is replayed in the next task, never inside this commit. Conform can attach in
    // the middle of the held submit's own dispatch: a click whose render lands just after Conform's
    // chunk arrived commits it. While a form's submit event is firing, the browser ignores
    // requestSubmit on it (HTML's "firing submission events"), and Conform's blur validation submits
    // too, so the replay waits until the dispatch is over.
    setTimeout(() => {
      if (!form.isConnected) return;
      const pending = held.current;
      held.current = null;
      const left = leftEarly.current;
      leftEarly.current = null;
      for (const field of left ?? []) {
        if (field.isConnected && field !== document.activeElement)
          field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
      if (!pending) return;
      // A held submit whose button is gone was Conform's own validation request (its temporary
      // button): Conform validates by itself now, there is nothing to send again.
      if (pending.submitter && !pending.submitter.isConnected) return;
      form.requestSubmit(pending.submitter);
    }, 0);
  }, []);

  useEffect(() => {
    const form = document.getElementById(opts.formId);
    if (!form) return;
    const record = (event: Event) => {
      if (event.target instanceof Element) leftEarly.current?.add(event.target);
    };
    form.addEventListener('focusout', record);
    return () => form.removeEventListener('focusout', record);
  }, [opts.formId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opts.load is a stable import
  useEffect(() => {
    if (validator) return;
    if (opts.eager) return setValidator(opts.load());
    const form = document.getElementById(opts.formId);
    if (!form) return;
    const start = () => setValidator((current) => current ?? opts.load());
    const events = opts.startOn === 'use' ? ['pointerdown', 'keydown', 'input'] : ['pointerenter', 'focusin'];
    for (const name of events) form.addEventListener(name, start, { once: true });
    return () => {
      for (const name of events) form.removeEventListener(name, start);
    };
  }, [opts.formId, opts.eager, opts.startOn, validator]);

  const controller = validator ? (
    <Suspense fallback={null}>
      <ConformController
        formId={opts.formId}
        validator={validator}
        defaultValue={opts.defaultValue}
        serverErrors={opts.serverErrors}
        validateOn={opts.validateOn}
        onValid={opts.onValid as ((value: unknown, form: HTMLFormElement) => void) | undefined}
        onErrors={setErrors}
        onAttached={onAttached}
      />
    </Suspense>
  ) : null;
  return { errors, controller, holdUntilAttached };
}

/**
 * Asks for a field to be checked again (after the phone's country changes, its number against the
 * new country): Conform revalidates a field it has already checked when it hears input on it.
 * Before Conform is attached nothing listens, and nothing happens.
 */
export function revalidateField(id: string): void {
  document.getElementById(id)?.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A form's validator from its schema module, for `load`:
 * `() => schemaValidator(import('../../shared/schemas/login'), (m) => m.loginSchema)`.
 * The module and the shared zod helpers arrive together, each its own chunk.
 */
export function schemaValidator<M, T>(
  schemaModule: Promise<M>,
  pick: (m: M) => ZodMiniType<T>,
): Promise<(payload: unknown) => Validation<T>> {
  return Promise.all([schemaModule, import('../../shared/schemas/form-fields')]).then(
    ([m, f]) =>
      (payload: unknown) =>
        f.validateWith(pick(m), payload),
  );
}
