// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../../../worker/trust/scheduled.workerd.test';
import '../../../worker/trust/trust.workerd.test';
import '../form-field-errors.test';
import '../../../worker/forms/forms.workerd.test';
import '../pipeline.test';
import '../production-mode.test';
import '../d1-round-trips.test';
import '../edge-cache.test';
