import { describe, expect, it } from 'vitest';
import { CheckInQueue, type QueuedOp, type QueueStore, type SendOutcome } from './check-in-queue';

function memoryStore(): QueueStore & { ops: QueuedOp[] } {
  const store = {
    ops: [] as QueuedOp[],
    load: () => [...store.ops],
    save: (ops: QueuedOp[]) => {
      store.ops = [...ops];
    },
  };
  return store;
}

const op = (n: number): QueuedOp => ({ opId: `op-${n}`, action: 'in', userId: `user-${n}`, at: 1000 + n });

describe('the offline check-in queue', () => {
  it('keeps taps made offline and sends them in order, once each, after reconnecting', async () => {
    const store = memoryStore();
    let online = false;
    const sent: string[] = [];
    const results: string[] = [];
    const queue = new CheckInQueue(
      store,
      async (o): Promise<SendOutcome> => {
        if (!online) return { kind: 'retry' };
        sent.push(o.opId);
        return { kind: 'done', body: { ok: true } };
      },
      (o) => results.push(o.opId),
    );
    for (const n of [1, 2, 3]) {
      queue.add(op(n));
      await queue.flush();
    }
    expect(queue.pending().map((o) => o.opId)).toEqual(['op-1', 'op-2', 'op-3']);
    expect(sent).toEqual([]);

    online = true;
    // Two flushes at once (the 'online' event and a tap): one run, each operation sent once.
    await Promise.all([queue.flush(), queue.flush()]);
    expect(sent).toEqual(['op-1', 'op-2', 'op-3']);
    expect(results).toEqual(['op-1', 'op-2', 'op-3']);
    expect(queue.pending()).toEqual([]);
    await queue.flush();
    expect(sent).toHaveLength(3);
  });

  it('stops at the first operation not answered for good and keeps it and those after it, in order', async () => {
    const store = memoryStore();
    const answers: SendOutcome[] = [
      { kind: 'done', body: {} },
      { kind: 'retry' },
      { kind: 'done', body: {} },
      { kind: 'refused', message: 'Already checked in.' },
      { kind: 'done', body: {} },
    ];
    const sent: string[] = [];
    const refused: string[] = [];
    const queue = new CheckInQueue(
      store,
      async (o) => {
        sent.push(o.opId);
        return answers.shift()!;
      },
      (o, outcome) => {
        if (outcome.kind === 'refused') refused.push(`${o.opId}: ${outcome.message}`);
      },
    );
    for (const n of [1, 2, 3]) queue.add(op(n));
    await queue.flush();
    expect(queue.pending().map((o) => o.opId)).toEqual(['op-2', 'op-3']);
    await queue.flush();
    // A refusal is final (told to the organiser), not retried forever.
    expect(sent).toEqual(['op-1', 'op-2', 'op-2', 'op-3']);
    expect(refused).toEqual(['op-3: Already checked in.']);
    expect(queue.pending()).toEqual([]);
  });
});
