import { waitForServers } from './browser';

// Before each browser test file: the run's local workers listen (global-setup.ts starts them in the background).
await waitForServers();
