/**
 * What the event form renders with (lengths, how to translate a message), apart from its schema
 * (ui/shared/events/schema.ts), which brings zod and loads when the form is first used (ADR 161).
 */
export const LIMITS = {
  title: 120,
  summary: 280,
  description: 5000,
  address: 300,
  city: 80,
  name: 120,
  phone: 20,
  email: 130,
  capacity: 10000,
  reward: 10000,
} as const;

/** 'events.validation.tooLong:120' → translated text with its parameter. */
export function validationMessage(
  t: (key: string, params?: Record<string, string | number>) => string,
  message: string,
): string {
  const [key, param] = message.split(':') as [string, string | undefined];
  if (param === undefined) return t(key);
  const [min, max] = param.split('..');
  return max !== undefined ? t(key, { min: min!, max }) : t(key, { n: param });
}
