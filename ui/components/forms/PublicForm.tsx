import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useApp } from '../../app/context';
import type { FormKind } from '../../pages/forms/form-page-data';
import type { Validation } from '../../shared/schemas/form-fields';
import { validateInquiry, type InquiryType } from '../../shared/schemas/inquiry';
import { phoneCountryCodes } from '../../shared/schemas/phone';
import { validateSupportQuestion } from '../../shared/schemas/support-question';
import { validateWriteToUs } from '../../shared/schemas/write-to-us';
import { PhoneInput } from '../phone/PhoneInput';
import { Spinner, TextArea, TextField } from './fields';
import { useValidatedForm } from './use-validated-form';

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

function validatorFor(kind: FormKind, allowed: readonly string[], inquiryType?: InquiryType): (payload: unknown) => Validation<unknown> {
  if (kind === 'question') return validateSupportQuestion;
  if (kind === 'write-to-us') return (p) => validateWriteToUs(p, allowed);
  return (p) => validateInquiry({ ...(p as object), type: inquiryType }, allowed);
}

/**
 * One public form (support question, write-to-us, inquiry) with Conform and the shared schema:
 * validated on blur and again on input, submission blocked while invalid. Without JavaScript it
 * is a plain POST to its page.
 */
export function PublicForm({ kind, inquiryType, action, defaultValues = {}, serverErrors, onValidSubmit, sending = false, submitLabel }: PublicFormProps) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const allowed = useMemo(() => phoneCountryCodes(snapshot.edition), [snapshot.edition]);
  const validate = useMemo(() => validatorFor(kind, allowed, inquiryType), [kind, allowed, inquiryType]);
  const [form, fields] = useValidatedForm({
    defaultValue: defaultValues,
    serverErrors,
    validate,
    onValid: onValidSubmit ? (value) => onValidSubmit(value as Record<string, unknown>) : undefined,
  });

  const f = (name: string) => fields[name]!;
  const text = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <TextField key={f(name).key} id={f(name).id} name={name} label={label} type={type} required autoComplete={autoComplete}
      defaultValue={f(name).initialValue as string | undefined} errors={f(name).errors} data-testid={`field-${name}`} />
  );

  return (
    <form {...getFormProps(form)} method="post" action={action} data-testid={`form-${kind}`} aria-busy={sending || undefined}>
      <div className="flex flex-wrap gap-x-5 gap-y-4">
        {text('name', t('forms.fields.name'), 'text', 'name')}
        {kind === 'inquiry' && text('orgName', t('forms.fields.orgName'), 'text', 'organization')}
        {text('email', t('forms.fields.email'), 'email', 'email')}
        {text('city', t('forms.fields.city'), 'text', 'address-level2')}
        {kind !== 'question' && (
          <PhoneInput id={f('phone').id} label={t('forms.fields.phone')} defaultCountry={defaultValues.phoneCountry}
            defaultNumber={defaultValues.phone} errors={f('phone').errors}
            onCountryChange={() => { if (f('phone').dirty) form.validate({ name: 'phone' }); }} />
        )}
        <TextArea key={f('text').key} id={f('text').id} name="text" required large
          label={t(kind === 'question' ? 'forms.fields.questionText' : 'forms.fields.text')}
          defaultValue={f('text').initialValue as string | undefined} errors={f('text').errors} data-testid="field-text" />
      </div>
      <p className="mt-4 mb-0 text-xs text-slate-500">{t('forms.requiredNote')}</p>
      {/* On a phone the long form outgrows the dialog: the send button stays in sight. */}
      <div className="sticky bottom-0 z-1 mt-2 flex justify-end bg-white py-3">
        <button type="submit" className="btn btn-primary min-w-40 justify-center" disabled={sending} data-testid="form-submit">
          {sending ? <Spinner label={t('forms.sending')} /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
