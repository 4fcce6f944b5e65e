/** React's edge renderer source with string chunks (ADR 185); throws when an edit does not match. */
export function toStringChunks(source: string): string;
/** Writes worker/generated/react-dom-server.edge.mjs under `root`; returns its path. */
export function writeStringChunkRenderer(root: string): string;
