import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Params, Translator } from '../../ui/shared/i18n';

/**
 * An expected failure: a status, a stable machine code and a locale key for the message.
 * The one onError turns it into `{ error: { code, message } }` (API) or a page.
 */
export class AppError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: string,
    readonly params?: Params,
    /** Seconds a client should wait (sent as `Retry-After` on 429 and 503). */
    readonly retryAfter?: number,
  ) {
    super(status, { message: code });
  }
}

export function notFound(): never {
  throw new AppError(404, 'not_found', 'errors.notFoundShort');
}

/** An AppError's text; a numeric {minutes} param also offers {minutesText}, plural-correct (docs/decisions/045). */
export function localizedMessage(t: Translator, err: AppError): string {
  const minutes = err.params?.minutes;
  const extra: Params = typeof minutes === 'number' ? { minutesText: t.plural('security.lock.minutes', minutes) } : {};
  return t.t(err.messageKey, { ...err.params, ...extra });
}
