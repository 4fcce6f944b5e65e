// A batch (docs/decisions/178-a-suite-in-ten-minutes.md): these files run in one workerd, one after
// another, instead of starting one each; vitest.config.ts leaves them out of the integration run
// as files of their own. Only files with no top-level hooks that pass beside each other's data.
import '../auth-pages.test';
import '../build-meta.test';
import '../editions-locales.test';
import '../guards.test';
import '../html-budget.test';
import '../icon-sprite.test';
import '../page-messages.test';
import '../static-pages.test';
import '../web-app.test';
import '../seo-canonical.test';
import '../map-tiles.test';
