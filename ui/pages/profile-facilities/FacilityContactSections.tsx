import { useApp } from '../../app/context';
import { Field, INPUT, Section, aria, inputTone } from '../../components/facility/FormBits';
import { PhoneField } from '../../components/facility/PhoneField';
import { CONTACT_TYPES } from '../../shared/facility/model';
import type { SectionProps } from './FacilityMainSection';

/** The point's public contacts, one field per contact type. */
export function FacilityContactsSection({ form, update, problem }: SectionProps) {
  const t = useApp().i18n.t;
  return (
    <Section title={t('facility.form.sectionContacts')} lead={t('facility.form.contactsLead')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_TYPES.map((type) => {
          const path = `contacts.${type}`;
          return (
            <Field key={type} path={path} label={t(`facility.contactTypes.${type}`)} error={problem(path)}>
              <input
                {...aria(path, problem(path))}
                value={form.contacts[type]}
                maxLength={300}
                type={type === 'email' ? 'email' : type === 'website' ? 'url' : 'text'}
                className={`${INPUT} ${inputTone(!!problem(path))}`}
                onChange={(e) => update({ contacts: { ...form.contacts, [type]: e.target.value } })}
              />
            </Field>
          );
        })}
      </div>
    </Section>
  );
}

/** The supervisor's name, e-mail and phone (for the review, never shown to visitors). */
export function FacilitySupervisorSection({ form, update, problem }: SectionProps) {
  const t = useApp().i18n.t;
  return (
    <Section title={t('facility.form.sectionSupervisor')} lead={t('facility.form.supervisorLead')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          path="supervisorContacts.name"
          label={t('facility.form.supervisorName')}
          required
          error={problem('supervisorContacts.name')}
        >
          <input
            {...aria('supervisorContacts.name', problem('supervisorContacts.name'))}
            value={form.supervisorContacts.name}
            maxLength={200}
            autoComplete="name"
            className={`${INPUT} ${inputTone(!!problem('supervisorContacts.name'))}`}
            onChange={(e) => update({ supervisorContacts: { ...form.supervisorContacts, name: e.target.value } })}
          />
        </Field>
        <Field
          path="supervisorContacts.email"
          label={t('facility.form.supervisorEmail')}
          required
          error={problem('supervisorContacts.email')}
        >
          <input
            {...aria('supervisorContacts.email', problem('supervisorContacts.email'))}
            type="email"
            value={form.supervisorContacts.email}
            maxLength={300}
            autoComplete="email"
            className={`${INPUT} ${inputTone(!!problem('supervisorContacts.email'))}`}
            onChange={(e) => update({ supervisorContacts: { ...form.supervisorContacts, email: e.target.value } })}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field
            path="supervisorContacts.phone"
            label={t('facility.form.supervisorPhone')}
            required
            error={problem('supervisorContacts.phone')}
          >
            <PhoneField
              path="supervisorContacts.phone"
              label={t('facility.form.supervisorPhone')}
              value={form.supervisorContacts.phone}
              error={problem('supervisorContacts.phone')}
              onChange={(phone) => update({ supervisorContacts: { ...form.supervisorContacts, phone } })}
            />
          </Field>
        </div>
      </div>
    </Section>
  );
}
