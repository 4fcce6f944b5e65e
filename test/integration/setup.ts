import { applyD1Migrations, env } from 'cloudflare:test';

// The same migrations wrangler applies, against this run's local D1 (docs/architecture.md).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS ?? []);
