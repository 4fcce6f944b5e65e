// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../calendars.test';
import '../event-points.test';
import '../events-listing.test';
import '../events.test';
import '../event-shifts.test';
import '../event-shift-pages.test';
import '../volunteers-roster.test';
import '../event-shifts-roster.test';
import '../event-shifts-list.test';
import '../event-shifts-calendar.test';
import '../event-shifts-changes.test';
import '../event-shifts-reminders.test';
import '../scheduled.test';
import '../notifications.test';
