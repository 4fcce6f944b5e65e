import * as z from 'zod/mini';
import { pickStrings, requiredEmail, requiredText, validateWith, type Validation } from './form-fields';

/** docs/product.md §3.6 / §5.4 support question: name, email, city, text; all required, e-mail valid. */
const SUPPORT_QUESTION_FIELDS = ['name', 'email', 'city', 'text'] as const;

const supportQuestionSchema = z.object({
  name: requiredText(200),
  email: requiredEmail(),
  city: requiredText(200),
  text: requiredText(5000),
});

export type SupportQuestion = z.output<typeof supportQuestionSchema>;

export function validateSupportQuestion(input: unknown): Validation<SupportQuestion> {
  return validateWith(supportQuestionSchema, pickStrings(input, SUPPORT_QUESTION_FIELDS));
}
