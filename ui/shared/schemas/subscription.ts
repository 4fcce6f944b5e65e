import * as z from 'zod/mini';
import { pickStrings, requiredEmail, validateWith, type Validation } from './form-fields';

/** Footer newsletter subscription (docs/product.md §2.3): one required, valid e-mail. */
const subscriptionSchema = z.object({ email: requiredEmail() });
export type Subscription = z.output<typeof subscriptionSchema>;

export function validateSubscription(input: unknown): Validation<Subscription> {
  return validateWith(subscriptionSchema, pickStrings(input, ['email']));
}
