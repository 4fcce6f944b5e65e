import { useMemo } from 'react';
import { useApp } from '../../app/context';
import { updateSessionUser } from '../../stores/session-user';
import { phoneCountryCodes } from '../../shared/phone-plan';
import type { PersonalForm as PersonalValue, ProfileData, SessionUserPatch } from '../../shared/schemas/profile';
import { Spinner, TextField } from '../forms/fields';
import { revalidateField, useLazyConform } from '../forms/LazyConform';
import { PhoneInput } from '../phone/PhoneInput';
import { Notice } from './Notice';
import { useProfileSave } from './api';

const FORM_ID = 'profile-personal';

/**
 * Name and phone (docs/product.md §3.1). The phone input starts on the stored number's country, else the
 * edition's default; a saved name shows in the header at once (ui/stores/session-user.ts). The
 * schema (with zod and the phone library) attaches on the first pointer over or focus in the form.
 */
export function PersonalForm({ user }: { user: ProfileData['user'] }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const allowed = useMemo(() => phoneCountryCodes(snapshot.edition), [snapshot.edition]);
  const { sending, notice, serverErrors, save } = useProfileSave(t('profile.edit.error'));

  const {
    errors: clientErrors,
    controller,
    holdUntilAttached,
  } = useLazyConform<PersonalValue>({
    formId: FORM_ID,
    load: () =>
      import('../../shared/schemas/profile').then((m) => (payload: unknown) => m.validatePersonal(payload, allowed)),
    defaultValue: {
      name: user.name,
      phone: user.phoneNumber,
      phoneCountry: user.phoneCountry ?? snapshot.edition.defaultPhoneCountry,
    },
    onValid(value) {
      void save<{ detail: string; user: SessionUserPatch }>('PUT', '/personal', value, {
        onSuccess: (body) => updateSessionUser({ name: body.user.name }),
      });
    },
  });
  const errors = (name: string) => clientErrors[name] ?? serverErrors[name];
  const id = (name: string) => `${FORM_ID}-${name}`;

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={holdUntilAttached}
      aria-busy={sending || undefined}
      data-testid="profile-personal-form"
    >
      <div className="flex flex-wrap gap-x-5 gap-y-4">
        <TextField
          id={id('name')}
          name="name"
          label={t('profile.edit.name')}
          required
          autoComplete="name"
          defaultValue={user.name}
          errors={errors('name')}
          maxLength={100}
          data-testid="profile-name"
        />
        <PhoneInput
          id={id('phone')}
          label={t('profile.edit.phone')}
          defaultCountry={user.phoneCountry ?? undefined}
          defaultNumber={user.phoneNumber}
          errors={errors('phone')}
          onCountryChange={() => revalidateField(id('phone'))}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary" disabled={sending} data-testid="profile-personal-save">
          {sending ? <Spinner label={t('profile.edit.saving')} /> : null}
          {t('profile.edit.save')}
        </button>
        <Notice notice={notice} testId="profile-personal-notice" />
      </div>
      {controller}
    </form>
  );
}
