import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTS, getPage } from './helpers';

/** The unexpected-error path (docs/decisions/209): one structured log line under the id the visitor sees. */
describe('error reference', () => {
  afterEach(() => vi.restoreAllMocks());

  const spyErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});
  const logged = (spy: ReturnType<typeof spyErrors>) =>
    spy.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('"event":"unhandled"'));

  it('shows the cf-ray id on the 500 page and header, and logs it exactly once without the query', async () => {
    const spy = spyErrors();
    const res = await getPage(`${HOSTS.intl}/dev/boom?token=q-tok-4711`, {
      headers: { 'cf-ray': '8f1c2a3b4d5e6f70-AMS' },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('8f1c2a3b4d5e6f70-AMS');
    const html = await res.text();
    expect(html).toContain('Error reference: 8f1c2a3b4d5e6f70-AMS');
    const lines = logged(spy);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown> & {
      error: { name: string; message: string; stack?: string };
    };
    expect(entry).toMatchObject({
      level: 'error',
      requestId: '8f1c2a3b4d5e6f70-AMS',
      method: 'GET',
      path: '/dev/boom',
    });
    expect(entry.error.name).toBe('Error');
    expect(entry.error.stack).toBeTruthy();
    expect(lines[0]).not.toContain('q-tok-4711');
  });

  it('makes up an id without cf-ray and puts it in the JSON body, the header and the log', async () => {
    const spy = spyErrors();
    const res = await getPage(`${HOSTS.ru}/api/dev/boom`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await res.json()) as { error: { code: string; requestId: string } };
    expect(body.error).toMatchObject({ code: 'internal', requestId: id });
    const lines = logged(spy);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: id, path: '/api/dev/boom' });
  });

  it('localizes the reference on a Russian page', async () => {
    spyErrors();
    const res = await getPage(`${HOSTS.ru}/dev/boom`, { headers: { 'cf-ray': 'abc123' } });
    expect(await res.text()).toContain('Код ошибки для обращения: abc123');
  });
});
