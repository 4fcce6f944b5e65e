/**
 * Development and tests only (ADR 201): when each scheduled job last ran and how it ended, for the
 * /dev/cron page. One KV key holding a small JSON map; production never writes it (a write per
 * job per trigger would spend KV's write quota on nothing anyone reads there).
 */
const KEY = 'dev:scheduled:last-runs';

export interface LastRun {
  at: string;
  ok: boolean;
  error?: string;
}

export async function readRuns(kv: KVNamespace): Promise<Record<string, LastRun>> {
  return ((await kv.get(KEY, 'json')) as Record<string, LastRun> | null) ?? {};
}

export async function recordRuns(
  kv: KVNamespace,
  runs: { name: string; result: PromiseSettledResult<unknown> }[],
  now: Date,
): Promise<void> {
  const all = await readRuns(kv);
  for (const { name, result } of runs) {
    all[name] =
      result.status === 'fulfilled'
        ? { at: now.toISOString(), ok: true }
        : { at: now.toISOString(), ok: false, error: String(result.reason).slice(0, 300) };
  }
  await kv.put(KEY, JSON.stringify(all));
}
