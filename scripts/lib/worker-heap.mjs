/**
 * The worker's JavaScript heap as V8 reports it after a forced garbage collection, read through
 * workerd's inspector (Chrome DevTools Protocol). RSS alone cannot tell a leak from a heap V8 has
 * simply not collected yet, nor from the storage engines' pages; live objects after a full GC can.
 */
import WebSocket from 'ws';

export async function workerHeapAfterGc(inspectorPort, target = 'core:user:') {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/${target}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      pending.set(n, (msg) => (msg.error ? reject(new Error(`${method}: ${msg.error.message}`)) : resolve(msg.result)));
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  try {
    // workerd's inspector does not answer HeapProfiler.collectGarbage, but a heap snapshot runs a
    // full GC first; its chunks (addHeapSnapshotChunk events) are ignored.
    await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const { usedSize, totalSize } = await send('Runtime.getHeapUsage');
    return { usedMiB: usedSize / 2 ** 20, totalMiB: totalSize / 2 ** 20 };
  } finally {
    ws.close();
  }
}
