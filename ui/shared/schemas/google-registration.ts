import * as z from 'zod/mini';
import { field, issuesCheck, trimmed } from './helpers';
import { isCorporate } from '../roles';
import { ADDRESS_MAX, NAME_MAX, ORG_NAME_MAX, asRoles } from './registration';
import { firstIssue, integerRule, maxLengthRule, required } from './rules';
import { displayNameRule, personNameRule } from './display-name';

/**
 * The registration step after Google (/google-auth, docs/product.md §2.1): the same roles and fields as
 * registration, but no password (the account signs in with Google) and no e-mail field to trust
 * (the worker takes the address Google verified). Shared by the browser and the worker.
 */
export const googleRegistrationSchema = z.pipe(
  z
    .object({
      name: field(),
      email: field(),
      orgName: field(),
      address: field(),
      inn: field(),
      roles: z.optional(z.union([z.string(), z.array(z.string())])),
    })
    .check(
      issuesCheck((v) => {
        const chosen = asRoles(v.roles);
        const corporate = isCorporate(chosen);
        return [
          [
            'roles',
            chosen.length === 0
              ? 'validation.roleRequired'
              : chosen.includes('user') && corporate
                ? 'validation.rolesExclusive'
                : null,
          ],
          ['name', firstIssue(required(v.name), maxLengthRule(v.name ?? undefined, NAME_MAX), personNameRule(v.name))],
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
  z.transform((v) => {
    const chosen = asRoles(v.roles);
    return {
      roles: chosen,
      corporate: isCorporate(chosen),
      name: trimmed(v.name),
      orgName: trimmed(v.orgName),
      address: trimmed(v.address),
      inn: trimmed(v.inn),
      requestedRoles: chosen
        .filter((r) => r !== 'user')
        .map((r) => (r === 'recyclingPointCreator' ? ('facility' as const) : ('promotion_creator' as const))),
    };
  }),
);
