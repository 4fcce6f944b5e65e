/**
 * The port `npm run dev` listens on: `npm run dev -- --port 8790` (or `--port=8790`), else `PORT=`,
 * else 8787. Other arguments are left alone (they belong to other options of the dev script).
 */
export function devPort(argv = process.argv.slice(2), env = process.env) {
  let value;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port' || arg === '-p') value = argv[++i] ?? '';
    else if (arg.startsWith('--port=')) value = arg.slice('--port='.length);
  }
  const raw = value ?? env.PORT ?? '8787';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port wants a number from 1 to 65535, got "${raw}"`);
  return port;
}
