import { sweepLocale } from './support/visitor-sweep';

// The visitor sweep of kk-KZ (test/e2e/support/visitor-sweep.ts): a file per locale, so the browser run's test workers share it.
sweepLocale('kk-KZ');
