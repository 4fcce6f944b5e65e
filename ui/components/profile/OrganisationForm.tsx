import { useMemo, useState } from 'react';
import { useApp } from '../../app/context';
import { updateSessionUser } from '../../stores/session-user';
import { phoneCountryCodes } from '../../shared/phone-plan';
import { ABOUT_LANGUAGES, LINK_CONTACTS, LOGO_FALLBACK_IMAGE, fromStoredPhone } from '../../shared/profile-fields';
import type { ProfileData, SessionUserPatch } from '../../shared/schemas/profile';
import type { OrgForm } from '../../shared/schemas/profile-org';
import { Spinner, TextArea, TextField } from '../forms/fields';
import { revalidateField, useLazyConform } from '../forms/LazyConform';
import { PhoneInput } from '../phone/PhoneInput';
import { ImageUpload } from './ImageUpload';
import { Notice } from './Notice';
import { useProfileSave } from './api';

const FORM_ID = 'profile-org';

type Organisation = NonNullable<ProfileData['organisation']>;

/**
 * The organisation's public profile (the org_info of docs/product.md §3.5 that the recycling points' pages
 * show): names, tax id labelled by edition (INN/BIN/CUIT), address, logo, contacts, and the
 * "about" text in each interface language. The schema (zod, the phone library) attaches on the
 * first pointer over or focus in the form (ADR 161).
 */
export function OrganisationForm({ organisation }: { organisation: Organisation }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const taxId = t(`validation.taxIdName.${snapshot.edition.taxIdName}`);
  const allowed = useMemo(() => phoneCountryCodes(snapshot.edition), [snapshot.edition]);
  const [logoUrl, setLogoUrl] = useState(organisation.logoUrl);
  const { sending, notice, serverErrors, save } = useProfileSave(t('profile.edit.error'));
  const c = organisation.contacts;
  const phone = fromStoredPhone(c.phone);
  // A change under review is what the owner last asked for: the form shows it, the public does not yet.
  const identity = organisation.pendingIdentity ?? organisation;
  const defaults: Record<string, string> = {
    name: identity.name,
    fullName: identity.fullName,
    tin: identity.tin,
    address: organisation.address,
    about: c.about ?? '',
    phone: phone?.number ?? '',
    phoneCountry: phone?.country ?? snapshot.edition.defaultPhoneCountry,
    ...Object.fromEntries(LINK_CONTACTS.map((k) => [k, c[k] ?? ''])),
    ...Object.fromEntries(ABOUT_LANGUAGES.map((l) => [`about_${l}`, c[`about_${l}`] ?? ''])),
  };

  const {
    errors: clientErrors,
    controller,
    holdUntilAttached,
  } = useLazyConform<OrgForm>({
    formId: FORM_ID,
    load: () =>
      import('../../shared/schemas/profile-org').then((m) => (payload: unknown) => m.validateOrg(payload, allowed)),
    defaultValue: defaults,
    onValid(value) {
      void save<{ detail: string; user: SessionUserPatch }>('PUT', '/organisation', value, {
        onSuccess: (body) => updateSessionUser({ orgName: body.user.orgName }),
      });
    },
  });
  const errors = (name: string) => clientErrors[name] ?? serverErrors[name];
  const id = (name: string) => `${FORM_ID}-${name}`;
  const text = (
    name: string,
    label: string,
    opts: { required?: boolean; autoComplete?: string; placeholder?: string; inputMode?: 'numeric' | 'url' } = {},
  ) => (
    <TextField
      key={name}
      id={id(name)}
      name={name}
      label={label}
      required={opts.required}
      autoComplete={opts.autoComplete ?? 'off'}
      inputMode={opts.inputMode}
      placeholder={opts.placeholder}
      defaultValue={defaults[name]}
      errors={errors(name)}
      data-testid={`org-${name}`}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <ImageUpload
        path="/organisation/logo"
        url={logoUrl}
        fallback={LOGO_FALLBACK_IMAGE}
        alt={t('profile.org.logo.alt', { name: organisation.name })}
        shape="square"
        labels={{
          upload: t('profile.org.logo.upload'),
          change: t('profile.org.logo.change'),
          remove: t('profile.org.logo.remove'),
          uploaded: t('profile.org.logo.uploaded'),
          removed: t('profile.org.logo.removed'),
        }}
        onChange={(answer) => {
          const url = (answer.logoUrl as string | null) ?? null;
          setLogoUrl(url);
          updateSessionUser({ orgLogoUrl: url });
        }}
        testId="org-logo"
      />
      {organisation.pendingIdentity && (
        <p role="status" className="m-0 p-3 rounded-xl bg-amber-50 text-amber-900" data-testid="org-pending-review">
          {t('profile.org.pendingNotice', { name: organisation.name })}
        </p>
      )}
      <form
        id={FORM_ID}
        noValidate
        onSubmit={holdUntilAttached}
        aria-busy={sending || undefined}
        data-testid="profile-org-form"
      >
        <div className="flex flex-wrap gap-x-5 gap-y-4">
          {text('name', t('profile.org.name'), { required: true, autoComplete: 'organization' })}
          {text('fullName', t('profile.org.fullName'), { required: true })}
          {text('tin', taxId, { required: true, inputMode: 'numeric' })}
          {text('address', t('profile.org.address'), { required: true, autoComplete: 'address-line1' })}
        </div>
        <h3 className="m-0 mt-7 mb-3 text-base font-semibold">{t('profile.org.contactsTitle')}</h3>
        <div className="flex flex-wrap gap-x-5 gap-y-4">
          <PhoneInput
            id={id('phone')}
            label={t('profile.org.phone')}
            defaultCountry={defaults.phoneCountry}
            defaultNumber={defaults.phone}
            errors={errors('phone')}
            onCountryChange={() => revalidateField(id('phone'))}
          />
          {LINK_CONTACTS.map((k) =>
            text(k, t(`profile.org.${k}`), {
              inputMode: 'url',
              placeholder: t(k === 'tg' ? 'profile.org.tgHint' : 'profile.org.linkHint'),
            }),
          )}
          <TextArea
            id={id('about')}
            name="about"
            label={t('profile.org.about')}
            defaultValue={defaults.about}
            errors={errors('about')}
            maxLength={2000}
            data-testid="org-about"
          />
        </div>
        <details
          className="mt-5 rounded-xl border border-slate-200 px-4 py-3 group"
          open={ABOUT_LANGUAGES.some((l) => defaults[`about_${l}`])}
        >
          <summary className="cursor-pointer font-medium text-slate-800">{t('profile.org.aboutOther')}</summary>
          <p className="m-0 mt-2 text-sm text-slate-600">{t('profile.org.aboutOtherHint')}</p>
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-4">
            {ABOUT_LANGUAGES.map((l) => (
              <TextArea
                key={l}
                id={id(`about_${l}`)}
                name={`about_${l}`}
                lang={l}
                label={t('profile.org.aboutLang', { language: t(`profile.org.lang.${l}`) })}
                defaultValue={defaults[`about_${l}`]}
                errors={errors(`about_${l}`)}
                maxLength={2000}
                data-testid={`org-about_${l}`}
              />
            ))}
          </div>
        </details>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="profile-org-save">
            {sending ? <Spinner label={t('profile.edit.saving')} /> : null}
            {t('profile.org.save')}
          </button>
          <Notice notice={notice} testId="profile-org-notice" />
        </div>
        {controller}
      </form>
    </div>
  );
}
