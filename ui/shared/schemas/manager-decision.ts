import * as z from 'zod/mini';
import { GRANTABLE_ROLES } from '../manager-types';
import { optionalText, pickStrings, validateWith, type Validation } from './form-fields';
import { issuesCheck } from './helpers';

/**
 * A manager's decision form (/manager/requests|points|events/{id}): the intent, a comment
 * that some intents require (decline, block), and for a corporate request's approval the roles
 * to grant (at least one). The same schema guards the form in the browser (Conform) and the
 * worker's POST; the services keep their own checks underneath.
 */
const DECISIONS = {
  request: ['approve', 'decline'],
  point: ['accept', 'decline', 'block', 'unblock'],
  event: ['publish', 'decline'],
} as const;
export type DecisionSubject = keyof typeof DECISIONS;

const COMMENT_REQUIRED: Record<DecisionSubject, readonly string[]> = {
  request: ['decline'],
  point: ['decline', 'block'],
  event: ['decline'],
};
const COMMENT_MAX = 2000;
const INVALID_INTENT = 'manager.errors.invalidBody';

function commentRequired(subject: DecisionSubject, intent: string): boolean {
  return COMMENT_REQUIRED[subject].includes(intent);
}

export interface Decision {
  intent: string;
  comment: string;
  roles: string[];
}

function decisionSchema(subject: DecisionSubject) {
  return z.object({ intent: z.string(), comment: optionalText(COMMENT_MAX), roles: z.array(z.string()) }).check(
    issuesCheck((v: Decision) => [
      ['intent', (DECISIONS[subject] as readonly string[]).includes(v.intent) ? null : INVALID_INTENT],
      ['comment', commentRequired(subject, v.intent) && v.comment === '' ? 'validation.required' : null],
      [
        'roles',
        subject === 'request' &&
        v.intent === 'approve' &&
        (v.roles.length === 0 || v.roles.some((r) => !(GRANTABLE_ROLES as readonly string[]).includes(r)))
          ? 'validation.roleRequired'
          : null,
      ],
    ]),
  );
}

/** Form data, a JSON body or Conform's payload: `roles` may come as one string or a list. */
export function validateDecision(subject: DecisionSubject, input: unknown): Validation<Decision> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const roles = (Array.isArray(source.roles) ? source.roles : source.roles === undefined ? [] : [source.roles]).filter(
    (r): r is string => typeof r === 'string',
  );
  return validateWith(decisionSchema(subject), {
    ...pickStrings(input, ['intent', 'comment']),
    roles: [...new Set(roles)],
  });
}
