/**
 * Links about OpenStreetMap points: where to correct one on OpenStreetMap (the point page and the
 * managers' report queue), and which tagged `website` values may become a link at all.
 */

/** 'osm-node-123' → https://www.openstreetmap.org/edit?node=123 ('' for anything else). */
export function osmEditUrl(publicId: string): string {
  const m = /^osm-(node|way)-([1-9][0-9]{0,17})$/.exec(publicId);
  return m ? `https://www.openstreetmap.org/edit?${m[1]}=${m[2]}` : '';
}

/**
 * A tagged website as a link target: only an absolute http(s) URL, as written; anything else
 * (javascript:, data:, a bare word) is dropped rather than guessed. scripts/lib/osm/row.mjs applies
 * the same rule when importing.
 */
export function safeWebUrl(value: string): string {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : '';
  } catch {
    return '';
  }
}
