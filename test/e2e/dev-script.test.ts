import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the dev and bench scripts
import { freePort, root } from '../../scripts/lib/local-worker.mjs';

/** Processes (pid → command line) whose process group is `pgid`, read from /proc. */
function groupMembers(pgid: number): Map<number, string> {
  const members = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z')
        members.set(Number(entry), fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // gone meanwhile
    }
  }
  return members;
}

/** The wrangler process serving `port` (its own process group leader, scripts/lib/local-worker.mjs). */
function wranglerServing(port: number): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (
        args.some((a) => a.endsWith('/wrangler')) &&
        args.includes('dev') &&
        args[args.indexOf('--port') + 1] === String(port)
      )
        return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

const environOf = (pid: number) =>
  new Map(
    fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

/**
 * `npm run dev` as a newcomer runs it (ADR 201): it serves, runs wrangler offline, answers the
 * manual scheduled trigger, and when it is told to stop, wrangler and workerd stop with it
 * (they run in a process group of their own, which a signal to the script does not reach).
 */
describe('npm run dev', () => {
  it('serves, fires scheduled work, runs wrangler offline, and leaves no wrangler or workerd behind on SIGTERM', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs'), '--no-build', '--port', String(port)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    dev.stdout.on('data', (chunk) => {
      output += chunk;
    });
    dev.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => dev.on('exit', (code) => resolve(code)));
    try {
      while (!output.includes('Press Ctrl+C to stop.')) {
        if (dev.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(output).toContain('/dev/cron');
      const scheduled = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
      expect(scheduled.status).toBe(200);
      const leader = wranglerServing(port)!;
      expect(leader).toBeGreaterThan(0);
      const env = environOf(leader);
      expect([
        env.get('WRANGLER_SEND_METRICS'),
        env.get('WRANGLER_HIDE_BANNER'),
        env.get('CLOUDFLARE_CF_FETCH_ENABLED'),
      ]).toEqual(['false', 'true', 'false']);
      const members = groupMembers(leader);
      expect([...members.values()].some((cmd) => cmd.includes('workerd'))).toBe(true);

      dev.kill('SIGTERM');
      await exited;
      // The group gets SIGTERM before the script exits; each member then ends on its own.
      let left = [...members.keys()].filter((pid) => groupMembers(leader).has(pid));
      while (left.length) {
        await new Promise((r) => setTimeout(r, 200));
        left = [...members.keys()].filter((pid) => groupMembers(leader).has(pid));
      }
      expect(groupMembers(leader).size).toBe(0);
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL');
      const leader = wranglerServing(port);
      if (leader) process.kill(-leader, 'SIGKILL');
    }
  }, 240_000);
});
