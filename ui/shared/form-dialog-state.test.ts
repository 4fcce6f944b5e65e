import { describe, expect, it } from 'vitest';
import {
  FormDialogMachine,
  INITIAL_FORM_DIALOG_STATE,
  finishRequest,
  resetDialog,
  startRequest,
} from './form-dialog-state';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('form dialog state (docs/product.md §4.4)', () => {
  it('goes show-form → sending → success, and to error on failure or a throw', async () => {
    const ok = new FormDialogMachine(async () => true);
    await ok.submit({});
    expect(ok.state).toMatchObject({ status: 'success', sending: false });
    const fail = new FormDialogMachine(async () => ({ ok: false }));
    await fail.submit({});
    expect(fail.state.status).toBe('error');
    const thrown = new FormDialogMachine(async () => {
      throw new Error('network');
    });
    await thrown.submit({});
    expect(thrown.state.status).toBe('error');
  });

  it('shows the loader while sending', async () => {
    const d = deferred<boolean>();
    const m = new FormDialogMachine(() => d.promise);
    const done = m.submit({});
    expect(m.state).toMatchObject({ status: 'show-form', sending: true });
    d.resolve(true);
    await done;
    expect(m.state.sending).toBe(false);
  });

  it('a newer request supersedes an older one: the first answering last leaves the state of the second', async () => {
    const first = deferred<boolean>();
    const second = deferred<boolean>();
    const queue = [first, second];
    const seen: string[] = [];
    const m = new FormDialogMachine(
      () => queue.shift()!.promise,
      (s) => seen.push(s.status),
    );
    const a = m.submit({ n: 1 });
    const b = m.submit({ n: 2 });
    second.resolve(true); // the second (latest) succeeds first
    await b;
    expect(m.state.status).toBe('success');
    first.resolve(false); // the older one fails late: ignored
    await a;
    expect(m.state).toMatchObject({ status: 'success', sending: false });

    // And the other way round: the latest fails, an older success arriving later changes nothing.
    const x = deferred<boolean>();
    const y = deferred<boolean>();
    const q2 = [x, y];
    const m2 = new FormDialogMachine(() => q2.shift()!.promise);
    const p1 = m2.submit({});
    const p2 = m2.submit({});
    y.resolve(false);
    await p2;
    x.resolve(true);
    await p1;
    expect(m2.state.status).toBe('error');
  });

  it('try again re-sends the last payload', async () => {
    const sent: unknown[] = [];
    let answer = false;
    const m = new FormDialogMachine(async (p) => {
      sent.push(p);
      return answer;
    });
    await m.submit({ text: 'hello' });
    expect(m.state.status).toBe('error');
    answer = true;
    await m.retry();
    expect(sent).toEqual([{ text: 'hello' }, { text: 'hello' }]);
    expect(m.state.status).toBe('success');
  });

  it('closing resets to the form and a request still in flight cannot change it', async () => {
    const d = deferred<boolean>();
    const m = new FormDialogMachine(() => d.promise);
    const p = m.submit({});
    m.reset();
    expect(m.state).toMatchObject({ status: 'show-form', sending: false });
    d.resolve(true);
    await p;
    expect(m.state.status).toBe('show-form');
  });

  it('pure transitions', () => {
    const { state, id } = startRequest(INITIAL_FORM_DIALOG_STATE);
    expect(finishRequest(state, id - 1, true)).toBe(state);
    expect(finishRequest(state, id, true).status).toBe('success');
    expect(resetDialog(finishRequest(state, id, false)).status).toBe('show-form');
  });
});
