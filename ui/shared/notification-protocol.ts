import * as z from 'zod/mini';

/**
 * The one protocol between the browser and the NotificationHub Durable Object (docs/product.md §4.8, §7
 * `WebSocket /ws/notification/`). Both ends validate every frame they receive with these
 * schemas; zod/mini keeps the browser bundle small (docs/stack.md). docs/decisions/020-socket-tickets.md.
 *
 * Client → hub: the FIRST frame must be `auth` with a ticket from POST /api/notifications/ticket.
 * `ping` is answered with `pong` by the runtime itself (it does not wake a hibernating hub).
 * Hub → client: `ready` after a good ticket, then `notification` and `unread` frames; `error`
 * right before a close with one of NOTIFICATION_CLOSE_CODES.
 */

/** Params of a message key: the `{name}` placeholders of its text. */
const NotificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A feed row as the API and the socket carry it. Text is rendered by the viewer, in their locale. */
const NotificationItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** A locale key under `notifications.messages.` */
  messageKey: z.string(),
  params: NotificationParamsSchema,
  /** A site path without the locale prefix, or null. */
  link: z.nullable(z.string()),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  readAt: z.nullable(z.number()),
  /** Rendered in the request's locale by the REST API (for API and mobile clients); absent on the socket. */
  text: z.optional(z.string()),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), ticket: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  z.object({ type: z.literal('ping') }),
]);

const NOTIFICATION_ERROR_CODES = [
  'auth_required',
  'ticket_invalid',
  'auth_timeout',
  'bad_message',
  'session_ended',
] as const;
export type NotificationErrorCode = (typeof NOTIFICATION_ERROR_CODES)[number];

export const HubMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('notification'), notification: NotificationItemSchema }),
  /** The authoritative unread count after reads in any tab or client. */
  z.object({ type: z.literal('unread'), count: z.number() }),
  z.object({ type: z.literal('error'), code: z.enum(NOTIFICATION_ERROR_CODES), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type HubMessage = z.infer<typeof HubMessageSchema>;

/**
 * Application close codes (RFC 6455 reserves 4000–4999 for applications). A client that sees
 * 4001, 4003 or 4008 gets a fresh ticket and tries again; the others are ordinary network closes.
 */
export const NOTIFICATION_CLOSE_CODES = {
  /** The first frame was not a valid `auth` frame (or no user could be told from the request). */
  auth_required: 4001,
  /** The ticket was forged, expired, already used or issued for another user. */
  ticket_invalid: 4003,
  /** No `auth` frame within AUTH_TIMEOUT_MS of opening. */
  auth_timeout: 4008,
  /** A later frame did not match the protocol. */
  bad_message: 4400,
  /**
   * The session the socket was opened under ended (logout, password change, disabled account):
   * the hub closes it, and tickets of that session are refused from then on (docs/decisions/043).
   */
  session_ended: 4401,
} as const satisfies Record<NotificationErrorCode, number>;

/** How long an opened socket may stay unauthenticated. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Lifetime of a socket ticket: long enough to open a socket, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_SECONDS = 60;
/** Exact frames of the keep-alive, answered by the runtime without waking the hub. */
export const PING_FRAME = '{"type":"ping"}';
export const PONG_FRAME = '{"type":"pong"}';

/** Parses one received frame; null when it is not JSON or not a known message. */
export function parseFrame<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  raw: unknown,
): T | null {
  if (typeof raw !== 'string' || raw.length > 65_536) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}
