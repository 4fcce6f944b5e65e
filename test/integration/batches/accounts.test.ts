// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../auth.test';
import '../recovery.test';
import '../profile.test';
import '../profile-balance.test';
import '../../../worker/google/merge-and-failures.workerd.test';
import '../../../worker/google/profile-and-api.workerd.test';
import '../../../worker/google/sign-in.workerd.test';
import '../d1-sessions.test';
import '../return-visits.test';
