import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn, sessionState, settleLogin } from '../stores/session';
import { authenticatedFetch } from './authenticated-fetch';

/** docs/product.md §4.2: on 401/403 log out, ask for login, repeat on success, cancelled on cancel. */
describe('authenticatedFetch', () => {
  const calls: string[] = [];
  let answers: number[];

  beforeEach(() => {
    calls.length = 0;
    sessionState.wrapper = 'idle';
    sessionState.prompt = null;
    markSignedIn(2_000_000_000);
    vi.stubGlobal('fetch', async (input: string) => {
      calls.push(input);
      if (input === '/api/logout/') return new Response(null, { status: 204 });
      return new Response('{}', { status: answers.shift() ?? 200 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('passes ordinary answers through without prompting', async () => {
    vi.stubGlobal('window', {});
    answers = [200];
    const result = await authenticatedFetch('/api/thing');
    expect(result.state).toBe('fetched');
    expect(sessionState.prompt).toBeNull();
    expect(calls).toEqual(['/api/thing']);
  });

  it.each([401, 403])('on %i logs out, asks for login and repeats the request after sign-in', async (status) => {
    vi.stubGlobal('window', {});
    answers = [status, 200];
    const pending = authenticatedFetch('/api/thing');
    await vi.waitFor(() => expect(sessionState.prompt).toBe('request'));
    expect(sessionState.wrapper).toBe('asking-for-login');
    expect(sessionState.signedIn).toBe(false);
    expect(calls).toContain('/api/logout/');
    settleLogin(true);
    const result = await pending;
    expect(result.state).toBe('fetched');
    expect(result.state === 'fetched' && result.response.status).toBe(200);
    expect(calls.filter((c) => c === '/api/thing')).toHaveLength(2);
    expect(sessionState.prompt).toBeNull();
  });

  it('is cancelled when the user closes the login prompt', async () => {
    vi.stubGlobal('window', {});
    answers = [401];
    const pending = authenticatedFetch('/api/thing');
    await vi.waitFor(() => expect(sessionState.prompt).toBe('request'));
    settleLogin(false);
    expect(await pending).toEqual({ state: 'cancelled' });
    expect(sessionState.wrapper).toBe('cancelled');
    expect(calls.filter((c) => c === '/api/thing')).toHaveLength(1);
  });

  it('never prompts during server rendering', async () => {
    answers = [401];
    const result = await authenticatedFetch('/api/thing');
    expect(result.state).toBe('fetched');
    expect(sessionState.prompt).toBeNull();
    expect(calls).toEqual(['/api/thing']);
  });
});
