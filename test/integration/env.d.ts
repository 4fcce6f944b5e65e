// `env` from cloudflare:test is Cloudflare.Env in this pool version; the test-only binding is
// optional so the Worker's own code can never come to rely on it.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS?: import('cloudflare:test').D1Migration[];
  }
}
