import * as z from 'zod/mini';
import { field, issuesCheck, trimmed } from './helpers';
import { ADDRESS_MAX, NAME_MAX, ORG_NAME_MAX } from './registration';
import { emailRule, firstIssue, integerRule, maxLengthRule, passwordRule, required } from './rules';
import { displayNameRule, personNameRule } from './display-name';

/**
 * POST /api/auth/register (docs/product.md §7): the same rules as the form, on the wire names.
 * Regular: type fl, custom_role volunteer, password. Corporate: type legal_entity,
 * custom_role promotion_creator, orgName, address, inn, and optionally requested_roles.
 */
export const registerPayloadSchema = z.pipe(
  z
    .object({
      first_name: field(),
      email: field(),
      password: field(),
      type: z.enum(['fl', 'legal_entity']),
      custom_role: z.enum(['volunteer', 'promotion_creator']),
      orgName: field(),
      address: field(),
      inn: field(),
      requested_roles: z.optional(z.array(z.enum(['promotion_creator', 'facility']))),
    })
    .check(
      issuesCheck((v) => {
        const corporate = v.type === 'legal_entity';
        return [
          [
            'custom_role',
            (corporate ? v.custom_role !== 'promotion_creator' : v.custom_role !== 'volunteer')
              ? 'validation.rolesExclusive'
              : null,
          ],
          [
            'first_name',
            firstIssue(
              required(v.first_name),
              maxLengthRule(v.first_name ?? undefined, NAME_MAX),
              personNameRule(v.first_name),
            ),
          ],
          ['email', firstIssue(required(v.email), emailRule(v.email ?? undefined))],
          ['password', corporate ? null : firstIssue(required(v.password), passwordRule(v.password ?? undefined))],
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
        ];
      }),
    ),
  z.transform((v) => ({
    type: v.type,
    name: trimmed(v.first_name),
    email: trimmed(v.email).toLowerCase(),
    password: v.password ?? '',
    orgName: trimmed(v.orgName),
    address: trimmed(v.address),
    inn: trimmed(v.inn),
    requestedRoles:
      v.type === 'legal_entity'
        ? [...new Set(v.requested_roles?.length ? v.requested_roles : ['promotion_creator'])]
        : ['volunteer'],
  })),
);
export type RegisterInput = z.output<typeof registerPayloadSchema>;

/** POST /api/auth/email and /api/authing/ (docs/product.md §7): form-encoded password grant. */
export const passwordGrantSchema = z.pipe(
  z
    .object({ grant_type: z.optional(z.literal('password')), email: field(), username: field(), password: field() })
    .check(
      issuesCheck((v) => [
        ['login', required(v.email ?? v.username)],
        ['password', required(v.password)],
      ]),
    ),
  z.transform((v) => ({ login: trimmed(v.email ?? v.username), password: v.password ?? '' })),
);
