import * as z from 'zod/mini';
import { optionalText, pickStrings, requiredEmail, requiredText, validateWith, type Validation } from './form-fields';
import { phoneRefinement } from './inquiry';

/** docs/product.md §3.6 write-to-us: name, phone, city, email, text, type fixed to `question`. */
const WRITE_TO_US_FIELDS = ['name', 'phoneCountry', 'phone', 'city', 'email', 'text'] as const;

/** docs/product.md §5.4: name, city, email, text required; the phone is optional but validated when given. */
function writeToUsSchema(allowedCountries: readonly string[]) {
  return z
    .object({
      name: requiredText(200),
      phoneCountry: z.string(),
      phone: optionalText(32),
      city: requiredText(200),
      email: requiredEmail(),
      text: requiredText(5000),
    })
    .check(phoneRefinement(allowedCountries));
}

export type WriteToUs = z.output<ReturnType<typeof writeToUsSchema>> & { type: 'question' };

export function validateWriteToUs(input: unknown, allowedCountries: readonly string[]): Validation<WriteToUs> {
  const result = validateWith(writeToUsSchema(allowedCountries), pickStrings(input, WRITE_TO_US_FIELDS));
  return result.ok ? { ok: true, value: { ...result.value, type: 'question' } } : result;
}
