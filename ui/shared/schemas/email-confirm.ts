import * as z from 'zod/mini';
import { pickStrings, validateWith, type Validation } from './form-fields';

/**
 * The e-mail change confirmation (/confirm-email): the link's token, posted back by the page's
 * button. Base64url, at most 200 characters; anything else is a broken link, said as such.
 */
const EMAIL_CONFIRM_TOKEN_MESSAGE = 'profile.confirm.tokenInvalid';

const emailConfirmSchema = z.object({
  token: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, EMAIL_CONFIRM_TOKEN_MESSAGE),
      z.maxLength(200, EMAIL_CONFIRM_TOKEN_MESSAGE),
      z.regex(/^[A-Za-z0-9_-]*$/, EMAIL_CONFIRM_TOKEN_MESSAGE),
    ),
});
export type EmailConfirm = z.output<typeof emailConfirmSchema>;

export function validateEmailConfirm(input: unknown): Validation<EmailConfirm> {
  return validateWith(emailConfirmSchema, pickStrings(input, ['token']));
}
