import * as z from 'zod/mini';

/**
 * Display names (a person's, an organisation's, a point's, an event's) are shown to other people
 * next to content they did not write. Bidi controls (U+202A–202E, U+2066–2069) can make
 * "ecnerefer" read as "reference" or move a name's words around, and the other invisible format
 * characters (`\p{Cf}`: zero-width spaces and joiners, soft hyphens, tag characters) make two
 * different names look the same. None is needed in a name: all are refused, with one exception,
 * the zero-width joiner inside an emoji sequence (👩‍🔬). docs/decisions/124-input-and-request-limits.md.
 * Used by the worker and the browser alike (the same schemas validate both sides).
 */
const FORMAT_CHARACTERS_MESSAGE = 'validation.formatCharacters';
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const FORMAT = /\p{Cf}/u;

export function hasFormatCharacters(value: string): boolean {
  return FORMAT.test(value.replace(EMOJI_JOINER, ''));
}

/** rules.ts style: the message key of the problem, or null. */
export function displayNameRule(value: string | undefined | null, message = FORMAT_CHARACTERS_MESSAGE): string | null {
  return value && hasFormatCharacters(value) ? message : null;
}

/** zod/mini check for a string field that is a display name. */
export const noFormatCharacters = (message = FORMAT_CHARACTERS_MESSAGE) =>
  z.refine<string>((v) => !hasFormatCharacters(v), message);

/**
 * A person's name greets people in mail (docs/security.md, mail to unproven addresses): a name
 * with a web address or a domain would be a link the sender chose, since mail clients make one of
 * "example.com" or "https://…". Such names are refused as names. Ideographic and full-width
 * dots count as dots (clients read them so); an "@" is refused too (an address is a link).
 */
const PERSON_NAME_LINK_MESSAGE = 'validation.nameLink';
const DOTS = /[\u3002\uFF0E\uFF61\u2024\uFE52]/gu;
const LINKISH = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|\d+\.\d+\.\d+\.\d+|[\p{L}\p{N}-]\.(?:\p{L}{2,}|xn--))/iu;

function hasLink(value: string): boolean {
  return LINKISH.test(value.normalize('NFKC').replace(DOTS, '.'));
}

/** rules.ts style for a person's name: invisible characters first, then a link or a domain. */
export function personNameRule(value: string | undefined | null): string | null {
  return displayNameRule(value) ?? (value && hasLink(value) ? PERSON_NAME_LINK_MESSAGE : null);
}

/** zod/mini check for a person's name: no link or domain. */
export const noLink = () => z.refine<string>((v) => !hasLink(v), PERSON_NAME_LINK_MESSAGE);
