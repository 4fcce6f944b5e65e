import { useId, useMemo } from 'react';
import { useApp } from '../../app/context';
import type { FormKind } from '../../shared/forms/form-page-data';
import type { Validation } from '../../shared/schemas/form-fields';
import type { InquiryType } from '../../shared/schemas/inquiry';
import { phoneCountryCodes } from '../../shared/phone-plan';
import { PhoneInput } from '../phone/PhoneInput';
import { Spinner, TextArea, TextField } from './fields';
import { revalidateField, useLazyConform } from './LazyConform';

export interface PublicFormProps {
  kind: FormKind;
  inquiryType?: InquiryType | undefined;
  /** Where the form posts without JavaScript (the form's page). */
  action: string;
  defaultValues?: Record<string, string>;
  /** Field errors from the server (no-JS round trip). */
  serverErrors?: Record<string, string[]>;
  /** With it, a valid form is not posted natively but handed over (the modals send JSON). */
  onValidSubmit?: (value: Record<string, unknown>) => void;
  sending?: boolean;
  submitLabel: string;
}

/** The form's shared schema, its own chunk with zod and libphonenumber-js (LazyConform.tsx). */
function loaderFor(
  kind: FormKind,
  allowed: readonly string[],
  inquiryType?: InquiryType,
): () => Promise<(payload: unknown) => Validation<unknown>> {
  if (kind === 'question')
    return () => import('../../shared/schemas/support-question').then((m) => m.validateSupportQuestion);
  if (kind === 'write-to-us')
    return () =>
      import('../../shared/schemas/write-to-us').then((m) => (p: unknown) => m.validateWriteToUs(p, allowed));
  return () =>
    import('../../shared/schemas/inquiry').then(
      (m) => (p: unknown) => m.validateInquiry({ ...(p as object), type: inquiryType }, allowed),
    );
}

/**
 * One public form (support question, write-to-us, inquiry) with Conform and the shared schema,
 * attached on first use (ADR 161): validated on blur and again on input, submission blocked while
 * invalid. Without JavaScript it is a plain POST to its page.
 */
export function PublicForm({
  kind,
  inquiryType,
  action,
  defaultValues = {},
  serverErrors,
  onValidSubmit,
  sending = false,
  submitLabel,
}: PublicFormProps) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const allowed = useMemo(() => phoneCountryCodes(snapshot.edition), [snapshot.edition]);
  const load = useMemo(() => loaderFor(kind, allowed, inquiryType), [kind, allowed, inquiryType]);
  const formId = `${useId()}form`;
  // On a page the form is plain HTML until first used (the validation, zod and the phone library
  // load then); in a dialog, opened on purpose, at once.
  const { errors, controller, holdUntilAttached } = useLazyConform({
    formId,
    load,
    eager: Boolean(onValidSubmit),
    defaultValue: defaultValues,
    serverErrors,
    onValid: onValidSubmit ? (value) => onValidSubmit(value as Record<string, unknown>) : undefined,
  });
  const id = (name: string) => `${formId}-${name}`;
  const text = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      id={id(name)}
      name={name}
      label={label}
      type={type}
      required
      autoComplete={autoComplete}
      defaultValue={defaultValues[name]}
      errors={errors[name]}
      data-testid={`field-${name}`}
    />
  );

  return (
    <form
      id={formId}
      method="post"
      action={action}
      noValidate
      onSubmit={onValidSubmit ? holdUntilAttached : undefined}
      data-testid={`form-${kind}`}
      aria-busy={sending || undefined}
    >
      <div className="flex flex-wrap gap-x-5 gap-y-4">
        {text('name', t('forms.fields.name'), 'text', 'name')}
        {kind === 'inquiry' && text('orgName', t('forms.fields.orgName'), 'text', 'organization')}
        {text('email', t('forms.fields.email'), 'email', 'email')}
        {text('city', t('forms.fields.city'), 'text', 'address-level2')}
        {kind !== 'question' && (
          <PhoneInput
            id={id('phone')}
            label={t('forms.fields.phone')}
            defaultCountry={defaultValues.phoneCountry}
            defaultNumber={defaultValues.phone}
            errors={errors.phone}
            onCountryChange={() => revalidateField(id('phone'))}
          />
        )}
        <TextArea
          id={id('text')}
          name="text"
          required
          large
          label={t(kind === 'question' ? 'forms.fields.questionText' : 'forms.fields.text')}
          defaultValue={defaultValues.text}
          errors={errors.text}
          data-testid="field-text"
        />
      </div>
      <p className="mt-4 mb-0 text-xs text-slate-500">{t('forms.requiredNote')}</p>
      {/* On a phone the long form outgrows the dialog: the send button stays in sight. */}
      <div className="sticky bottom-0 z-1 mt-2 flex justify-end bg-white py-3">
        <button
          type="submit"
          className="btn btn-primary min-w-40 justify-center"
          disabled={sending}
          data-testid="form-submit"
        >
          {sending ? <Spinner label={t('forms.sending')} /> : null}
          {submitLabel}
        </button>
      </div>
      {controller}
    </form>
  );
}
