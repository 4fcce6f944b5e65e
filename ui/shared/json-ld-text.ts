/**
 * JSON that cannot close the surrounding <script> element. Its own module: the document head
 * (SeoHead, in every page's entry) needs only this, not the builders in structured-data.ts and
 * the event and point models they import (the first-load budget).
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
