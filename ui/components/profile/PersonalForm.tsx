import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useApp } from '../../app/context';
import { updateSessionUser } from '../../stores/session-user';
import { phoneCountryCodes } from '../../shared/phone-plan';
import { validatePersonal, type PersonalForm as PersonalValue, type ProfileData, type SessionUserPatch } from '../../shared/schemas/profile';
import { Spinner, TextField } from '../forms/fields';
import { PhoneInput } from '../phone/PhoneInput';
import { Notice } from './Notice';
import { useProfileForm, useProfileSave } from './api';

/**
 * Name and phone (docs/product.md §3.1). The phone input starts on the stored number's country, else the
 * edition's default; a saved name shows in the header at once (ui/stores/session-user.ts).
 */
export function PersonalForm({ user }: { user: ProfileData['user'] }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const allowed = useMemo(() => phoneCountryCodes(snapshot.edition), [snapshot.edition]);
  const { sending, notice, serverErrors, save } = useProfileSave(t('profile.edit.error'));

  const [form, fields] = useProfileForm<PersonalValue>({
    id: 'profile-personal',
    validate: (payload) => validatePersonal(payload, allowed),
    defaultValue: { name: user.name, phone: user.phoneNumber, phoneCountry: user.phoneCountry ?? snapshot.edition.defaultPhoneCountry },
    onValid(value) {
      void save<{ detail: string; user: SessionUserPatch }>('PUT', '/personal', value, {
        onSuccess: (body) => updateSessionUser({ name: body.user.name }),
      });
    },
  });
  const f = (name: string) => fields[name]!;
  const errors = (name: string) => f(name).errors ?? serverErrors[name];

  return (
    <form {...getFormProps(form)} noValidate aria-busy={sending || undefined} data-testid="profile-personal-form">
      <div className="flex flex-wrap gap-x-5 gap-y-4">
        <TextField key={f('name').key} id={f('name').id} name="name" label={t('profile.edit.name')} required autoComplete="name"
          defaultValue={user.name} errors={errors('name')} maxLength={100} data-testid="profile-name" />
        <PhoneInput id={f('phone').id} label={t('profile.edit.phone')} defaultCountry={user.phoneCountry ?? undefined}
          defaultNumber={user.phoneNumber} errors={errors('phone')}
          onCountryChange={() => { if (f('phone').dirty) form.validate({ name: 'phone' }); }} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary" disabled={sending} data-testid="profile-personal-save">
          {sending ? <Spinner label={t('profile.edit.saving')} /> : null}
          {t('profile.edit.save')}
        </button>
        <Notice notice={notice} testId="profile-personal-notice" />
      </div>
    </form>
  );
}
