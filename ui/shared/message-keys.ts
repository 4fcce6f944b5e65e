import type messages from '../../locales/en-US.json';

/**
 * Every text key, derived by the compiler from `locales/en-US.json` (the five locale files hold the
 * same keys: test/unit/locales.test.ts). Nothing is generated or copied, so the type cannot fall
 * behind the file: a literal key that is not in it fails `tsc`
 * (docs/decisions/229-libraries-adopted-or-not.md).
 */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof messages>;

/** A key read with `plural`: the base of a `key.one|few|many|other` group. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

/**
 * A key argument: a literal must be a real key; a key computed at run time (`string`) passes here
 * and is covered by the locale tests instead.
 */
export type KeyArg<K extends string, Known extends string> = K & (string extends K ? unknown : Known);
