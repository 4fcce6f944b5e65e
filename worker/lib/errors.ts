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
    /**
     * Params whose values are locale keys (a status's or an action's name): translated when the
     * message is, so a refusal names them in the visitor's words, never as slugs.
     */
    readonly keyParams?: Record<string, string>,
  ) {
    super(status, { message: code });
  }

  /** The message in the translator's locale, key params included. */
  localize(t: Pick<Translator, 't'>): string {
    const named = Object.fromEntries(Object.entries(this.keyParams ?? {}).map(([name, key]) => [name, t.t(key)]));
    return t.t(this.messageKey, { ...this.params, ...named });
  }
}

export function notFound(): never {
  throw new AppError(404, 'not_found', 'errors.notFoundShort');
}
