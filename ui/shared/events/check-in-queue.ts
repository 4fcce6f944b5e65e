/**
 * The organiser's offline queue of check-ins (docs/decisions/224-check-in-operations-and-offline-queue.md).
 * A tap becomes an operation with its own id, stored first (localStorage on the page), then sent in
 * the order of the taps, one at a time. An operation leaves the queue only once the server answered
 * it (done, or refused for good); without a connection, or on a server error or a lost session, it
 * stays, and the next flush (back online, the next tap, the page opened again) sends it. The server
 * answers a repeated id with its first answer, so an operation sent twice still counts once.
 */
export interface QueuedOp {
  opId: string;
  action: 'in' | 'out';
  code?: string;
  userId?: string;
  slotId?: string;
  /** When the organiser tapped (ms): the server counts from it. */
  at: number;
}

export type SendOutcome =
  | { kind: 'done'; body: unknown }
  | { kind: 'refused'; message: string }
  /** Not sent, or not answered for good: keep it and try again later. */
  | { kind: 'retry' };

export interface QueueStore {
  load(): QueuedOp[];
  save(ops: QueuedOp[]): void;
}

export class CheckInQueue {
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly store: QueueStore,
    private readonly send: (op: QueuedOp) => Promise<SendOutcome>,
    private readonly onResult: (op: QueuedOp, outcome: Exclude<SendOutcome, { kind: 'retry' }>) => void = () => {},
  ) {}

  add(op: QueuedOp): void {
    this.store.save([...this.store.load(), op]);
  }

  pending(): QueuedOp[] {
    return this.store.load();
  }

  /** Sends what waits, in order; a flush already under way is joined, never run twice at once. */
  flush(): Promise<void> {
    this.flushing ??= this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(): Promise<void> {
    for (;;) {
      const [op] = this.store.load();
      if (!op) return;
      const outcome = await this.send(op);
      if (outcome.kind === 'retry') return;
      this.store.save(this.store.load().filter((o) => o.opId !== op.opId));
      this.onResult(op, outcome);
    }
  }
}

/** The queue's store in localStorage under `key` (one queue per event). */
export function localQueueStore(key: string): QueueStore {
  return {
    load: () => {
      try {
        const ops = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
        return Array.isArray(ops) ? (ops as QueuedOp[]) : [];
      } catch {
        return [];
      }
    },
    save: (ops) => localStorage.setItem(key, JSON.stringify(ops)),
  };
}

/** One operation to the check-in API: a network failure, 401/403/408/429 or 5xx is 'retry'. */
export async function sendCheckIn(url: string, op: QueuedOp): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(op),
    });
  } catch {
    return { kind: 'retry' };
  }
  if (res.status >= 500 || [401, 403, 408, 429].includes(res.status)) return { kind: 'retry' };
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) return { kind: 'refused', message: body?.error?.message ?? String(res.status) };
  return { kind: 'done', body };
}
