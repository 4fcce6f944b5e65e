// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../security/merge-link-get.test';
import '../security/merge-mail-origin.test';
import '../security/next-redirect.test';
import '../security/org-identity-review.test';
import '../security/pre-hijacking.test';
import '../security/stale-registrations.test';
import '../security/tokens.test';
import '../security/uploaded-files.test';
