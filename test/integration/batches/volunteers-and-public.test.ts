// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
// First: it reads the edition's next events, which the volunteer files add to.
import '../visitor.test';
import '../volunteers-reminders.test';
import '../volunteers-waitlist.test';
import '../guide-misses.test';
import '../guide-miss-suggestions.test';
import '../../../worker/trust/queue.workerd.test';
import '../sitemap.test';
import '../seed-demo-events.test';
