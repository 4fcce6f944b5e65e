import { issueText } from './rules';

/**
 * Localizes one message produced by the form schemas. Its own module without zod, so components
 * on every page (the footer's subscription form, field helpers) do not pull the validation
 * library into the first load.
 */
export function formErrorText(
  t: (key: string, params?: Record<string, string | number>) => string,
  issue: string,
): string {
  return issueText(issue, t);
}
