// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Their top-level beforeAll hooks all run before the batch's first test:
// each file's data is its own and passes beside the others' (manager-review.test.ts does not).
import '../events-date-filter.test';
import '../facility-actions.test';
import '../facility-api.test';
import '../localized-refusals.test';
import '../manager-requests.test';
import '../item-guide.test';
import '../item-guide-browse.test';
