import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Params, Translator } from '../../ui/shared/i18n';
import type { KeyArg, MessageKey } from '../../ui/shared/message-keys';

/**
 * An expected failure: a status, a stable machine code and a locale key for the message.
 * The one onError turns it into `{ error: { code, message } }` (API) or a page.
 */
export class AppError<K extends string = string> extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    /** A literal key must be in the locale files (`tsc` says so); a computed one is a string. */
    messageKey: KeyArg<K, MessageKey>,
    readonly params?: Params,
    /**
     * Params whose values are locale keys (a status's or an action's name): translated when the
     * message is, so a refusal names them in the visitor's words, never as slugs.
     */
    readonly keyParams?: Record<string, string>,
    /** Seconds a client should wait (sent as `Retry-After` on 429 and 503). */
    readonly retryAfter?: number,
  ) {
    super(status, { message: code });
    this.messageKey = messageKey;
  }

  readonly messageKey: string;

  /**
   * The message in the translator's locale: key params named in the visitor's words, and a numeric
   * {minutes} param also offers {minutesText}, plural-correct (docs/decisions/045).
   */
  localize(t: Pick<Translator, 't' | 'plural'>): string {
    const named = Object.fromEntries(Object.entries(this.keyParams ?? {}).map(([name, key]) => [name, t.t(key)]));
    const minutes = this.params?.minutes;
    const extra: Params =
      typeof minutes === 'number' ? { minutesText: t.plural('security.lock.minutes', minutes) } : {};
    return t.t(this.messageKey, { ...this.params, ...extra, ...named });
  }

  /** Fields the JSON error body carries besides code and message (e.g. per-field problems). */
  details(_t: Pick<Translator, 't' | 'plural'>): Record<string, unknown> | undefined {
    return undefined;
  }
}

export function notFound(): never {
  throw new AppError(404, 'not_found', 'errors.notFoundShort');
}
