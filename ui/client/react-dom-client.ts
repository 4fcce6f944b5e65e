/**
 * React DOM's client, imported on its own by the entry (ui/client.tsx, ADR 188) so that its
 * evaluation, the largest of the page's scripts, is a task of its own before the app's. An ES module
 * of ours: the entry reads `hydrateRoot` from it (a dynamic import of React's CommonJS file did not
 * give it as a named export).
 */
export { hydrateRoot } from 'react-dom/client';
