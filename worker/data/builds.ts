/** The deployed build id lives in KV so every isolate agrees on "latest" (docs/architecture.md). */
const LATEST_BUILD_KEY = 'build:latest';

export function latestBuildId(kv: KVNamespace): Promise<string | null> {
  return kv.get(LATEST_BUILD_KEY);
}
