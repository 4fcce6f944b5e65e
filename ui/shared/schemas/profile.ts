import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { optionalText, pickStrings, requiredText, validateWith, type Validation } from './form-fields';
import { phoneProblem, toE164 } from './phone';
import { noFormatCharacters, noLink } from './display-name';

/**
 * The personal part of /profile (docs/product.md §3.1): name and phone. The same schema runs in the browser
 * (Conform) and in the worker (PUT /api/profile/personal).
 */
const PROFILE_NAME_MAX = 100;
const PERSONAL_FIELDS = ['name', 'phoneCountry', 'phone'] as const;

/** The profile phone follows the shared rule (valid for the chosen country, docs/product.md §5.4). */
const profilePhoneProblem = phoneProblem;

export function profilePhoneRefinement(allowedCountries: readonly string[]) {
  return z.superRefine((value: { phoneCountry: string; phone: string }, ctx) => {
    const problem = profilePhoneProblem(value.phoneCountry, value.phone, allowedCountries);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['phone'], input: value.phone });
  });
}

export function personalSchema(allowedCountries: readonly string[]) {
  return z
    .object({
      name: requiredText(PROFILE_NAME_MAX).check(noFormatCharacters(), noLink()),
      phoneCountry: z.string(),
      phone: optionalText(32),
    })
    .check(profilePhoneRefinement(allowedCountries));
}
export type PersonalForm = z.output<ReturnType<typeof personalSchema>>;

export function validatePersonal(input: unknown, allowedCountries: readonly string[]): Validation<PersonalForm> {
  return validateWith(personalSchema(allowedCountries), pickStrings(input, PERSONAL_FIELDS));
}

/**
 * docs/product.md §3.1: the phone is "stored without its first character". We read that as the E.164 number
 * without its leading '+': '+7 916 123-45-67' is stored as '79161234567' (calling code + national
 * number, digits only). docs/decisions/031-profile-phone-storage.md.
 */
export function toStoredPhone(country: string, number: string): string | null {
  if (!number.replace(/\D+/g, '')) return null;
  return toE164(country, number).slice(1);
}

/** '+7 916 123 45 67' for display (international format), or '' when nothing is stored. */
export function formatStoredPhone(stored: string | null | undefined): string {
  const digits = (stored ?? '').replace(/\D+/g, '');
  if (!digits) return '';
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}

// What the profile page renders with (images, the stored phone's parts) is ui/shared/profile-fields.ts, without zod.

/** What /profile and GET /api/profile carry (docs/product.md §3.1 fields plus the organisation of §3.5). */
/** The organisation's public profile (docs/product.md §3.5 org_info) as the profile pages read and edit it. */
export interface OrganisationProfile {
  id: string;
  name: string;
  fullName: string;
  tin: string;
  address: string;
  logoUrl: string | null;
  /** docs/product.md §3.5 org_info.contacts: about, website, phone, vk, ok, tg, zen, about_<lang>. */
  contacts: Record<string, string>;
  /** A new name / full name / tax id waiting for a manager (docs/decisions/128); the fields above stay public until then. */
  pendingIdentity?: { name: string; fullName: string; tin: string } | null;
}

export interface ProfileData {
  user: {
    id: string;
    name: string;
    email: string;
    /** As stored: E.164 digits without the '+' (docs/decisions/031), or null. */
    phone: string | null;
    /** The same split for the phone input, and formatted for reading. */
    phoneCountry: string | null;
    phoneNumber: string;
    phoneDisplay: string;
    imageUrl: string | null;
    isSyncedWithMobile: boolean;
    /** Product roles (docs/product.md §6). */
    roles: string[];
    profileId: string | null;
    paymentProfileId: string | null;
    orgId: string | null;
    orgName: string | null;
    orgLogoUrl: string | null;
    /** A change waiting for its confirmation link, if any. */
    pendingEmail: string | null;
  };
  organisation: OrganisationProfile | null;
  /** The volunteer's balance (role user only), else null. */
  balance: number | null;
}

/** Fields of the header's user that a profile change can alter (merged into snapshot.user). */
export interface SessionUserPatch {
  name: string;
  email: string;
  imageUrl: string | null;
  orgName: string | null;
  orgLogoUrl: string | null;
}
