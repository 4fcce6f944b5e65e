/**
 * A small closed-loop load generator: `connections` keep-alive loops hammer one URL for
 * `seconds`, then report req/s and p50/p99 latency. Loopback only, bounded in count and time.
 */
import http from 'node:http';

export async function load({
  port,
  host,
  path,
  connections = 20,
  seconds = 4,
  maxRequests = 200_000,
  headers = {},
  accept = 'text/html',
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port, path, agent, headers: { host, accept, ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      await one();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(50), p99: pct(99) };
}

/** Median wall time of `n` sequential requests on one keep-alive connection: server time on loopback. */
export async function sequentialP50(port, p, accept, headers, n) {
  const r = await load({
    port,
    host: 'localhost',
    path: p,
    accept,
    connections: 1,
    seconds: 30,
    maxRequests: n,
    headers,
  });
  return r.errors === r.requests ? NaN : r.p50;
}
