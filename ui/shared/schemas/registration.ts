import * as z from 'zod/mini';
import { isCorporate, REGISTRATION_ROLES, type RegistrationRole } from '../roles';
import { field, issuesCheck, trimmed } from './helpers';
import { emailRule, firstIssue, integerRule, maxLengthRule, passwordRule, required } from './rules';
import { displayNameRule, personNameRule } from './display-name';

/**
 * The registration form (docs/product.md §3.4, §5.3): the three role flags decide what is required.
 * `user` is the regular role; the two creator roles are corporate. They are mutually exclusive
 * (docs/product.md §4.7); corporate ones may be combined.
 */
const ROLE_VALUES = REGISTRATION_ROLES;
export const NAME_MAX = 100;
export const ORG_NAME_MAX = 200;
export const ADDRESS_MAX = 300;

/** Checkboxes arrive as one string, several, or none. */
const roles = z.optional(z.union([z.string(), z.array(z.string())]));
export const asRoles = (value: string | string[] | undefined): RegistrationRole[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter((r): r is RegistrationRole =>
    (ROLE_VALUES as readonly string[]).includes(r),
  );

export const registrationSchema = z.pipe(
  z
    .object({
      name: field(),
      email: field(),
      orgName: field(),
      address: field(),
      inn: field(),
      password: field(),
      repeatPassword: field(),
      roles,
    })
    .check(
      issuesCheck((v) => {
        const chosen = asRoles(v.roles);
        const corporate = isCorporate(chosen);
        const regular = chosen.includes('user');
        return [
          [
            'roles',
            chosen.length === 0 ? 'validation.roleRequired' : regular && corporate ? 'validation.rolesExclusive' : null,
          ],
          ['name', firstIssue(required(v.name), maxLengthRule(v.name ?? undefined, NAME_MAX), personNameRule(v.name))],
          ['email', firstIssue(required(v.email), emailRule(v.email ?? undefined))],
          [
            'orgName',
            corporate
              ? firstIssue(
                  required(v.orgName),
                  maxLengthRule(v.orgName ?? undefined, ORG_NAME_MAX),
                  displayNameRule(v.orgName),
                )
              : null,
          ],
          [
            'address',
            corporate ? firstIssue(required(v.address), maxLengthRule(v.address ?? undefined, ADDRESS_MAX)) : null,
          ],
          ['inn', corporate ? firstIssue(required(v.inn), integerRule(v.inn ?? undefined)) : null],
          ['password', regular ? firstIssue(required(v.password), passwordRule(v.password ?? undefined)) : null],
          [
            'repeatPassword',
            regular
              ? firstIssue(
                  required(v.repeatPassword),
                  v.password && v.repeatPassword !== v.password ? 'validation.repeat' : null,
                )
              : null,
          ],
        ];
      }),
    ),
  z.transform((v) => {
    const chosen = asRoles(v.roles);
    return {
      roles: chosen,
      corporate: isCorporate(chosen),
      name: trimmed(v.name),
      email: trimmed(v.email).toLowerCase(),
      orgName: trimmed(v.orgName),
      address: trimmed(v.address),
      inn: trimmed(v.inn),
      password: v.password ?? '',
    };
  }),
);
export type RegistrationForm = z.output<typeof registrationSchema>;

/** The docs/product.md §3.4 payload of POST /api/auth/register for a valid form. */
export function registerPayload(form: RegistrationForm) {
  if (!form.corporate) {
    return {
      first_name: form.name,
      email: form.email,
      password: form.password,
      type: 'fl',
      custom_role: 'volunteer',
    } as const;
  }
  return {
    first_name: form.name,
    email: form.email,
    type: 'legal_entity',
    custom_role: 'promotion_creator',
    orgName: form.orgName,
    address: form.address,
    inn: form.inn,
    // Which corporate roles were chosen, so the manager sees them.
    requested_roles: form.roles.map((r) => (r === 'recyclingPointCreator' ? 'facility' : 'promotion_creator')),
  } as const;
}
