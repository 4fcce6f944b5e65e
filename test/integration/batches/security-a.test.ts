// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../security/body-limits.test';
import '../security/contact-schemes.test';
import '../security/cross-site-gets.test';
import '../security/display-names.test';
import '../security/edge-cache-nonce.test';
import '../security/google-only-email-change.test';
import '../security/key-rotation.test';
import '../security/mail-origins.test';
import '../security/malformed-input.test';
