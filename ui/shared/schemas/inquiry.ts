import * as z from 'zod/mini';
import { optionalText, pickStrings, requiredEmail, requiredText, validateWith, type Validation } from './form-fields';
import { phoneProblem, toE164 } from './phone';

/** docs/product.md §3.6 inquiry audiences; `government` when none is given. */
const INQUIRY_TYPES = ['government', 'recycling-companies', 'small-and-medium-sized-business'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
const DEFAULT_INQUIRY_TYPE: InquiryType = 'government';

export function isInquiryType(value: unknown): value is InquiryType {
  return (INQUIRY_TYPES as readonly unknown[]).includes(value);
}

const INQUIRY_FIELDS = ['name', 'phoneCountry', 'phone', 'city', 'orgName', 'email', 'text', 'type'] as const;

/** Shared by inquiry and write-to-us: the phone is optional, but when given it must be valid. */
export function phoneRefinement(allowedCountries: readonly string[]) {
  return z.superRefine((value: { phoneCountry: string; phone: string }, ctx) => {
    const problem = phoneProblem(value.phoneCountry, value.phone, allowedCountries);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['phone'], input: value.phone });
  });
}

/** docs/product.md §5.4 inquiry: name, city, email, orgName, text required; phone not required. */
function inquirySchema(allowedCountries: readonly string[]) {
  return z
    .object({
      type: z.pipe(
        z.string(),
        z.transform((v) => (isInquiryType(v) ? v : DEFAULT_INQUIRY_TYPE)),
      ),
      name: requiredText(200),
      phoneCountry: z.string(),
      phone: optionalText(32),
      city: requiredText(200),
      orgName: requiredText(300),
      email: requiredEmail(),
      text: requiredText(5000),
    })
    .check(phoneRefinement(allowedCountries));
}

export type Inquiry = z.output<ReturnType<typeof inquirySchema>>;

export function validateInquiry(input: unknown, allowedCountries: readonly string[]): Validation<Inquiry> {
  return validateWith(inquirySchema(allowedCountries), pickStrings(input, INQUIRY_FIELDS));
}

/** The stored phone: E.164, or null when none was given. */
export function storedPhone(value: { phoneCountry: string; phone: string }): string | null {
  return value.phone.replace(/\D+/g, '') ? toE164(value.phoneCountry, value.phone) : null;
}
