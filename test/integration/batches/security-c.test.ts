// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../security/access-matrix.test';
import '../security/socket-sessions.test';
import '../security/socket-upgrades.test';
import '../profile-security.test';
import '../registration.test';
import '../openapi-contract.test';
