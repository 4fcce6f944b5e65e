/**
 * Streaming readers for OpenStreetMap extracts: `.osm.pbf` (bounded frames, pbf-read.mjs, decoded by
 * osm-pbf-parser-node), `.osm` XML (sax)
 * and Overpass JSON (stream-json). Each yields plain elements, one at a time, never the whole file:
 *   { type: 'node'|'way'|'relation', id, version, timestamp (ms), lat, lon, tags, refs }
 */
import fs from 'node:fs';
import sax from 'sax';
import chain from 'stream-chain';
import { parser as jsonParser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { OsmRefusal, pbfBatches } from './pbf-read.mjs';

function formatOf(file) {
  if (/\.pbf$/i.test(file)) return 'pbf';
  if (/\.(json|geojson)$/i.test(file)) return 'json';
  return 'xml';
}

/** The file as a stream that reports every chunk's size to `onBytes` (the progress bar). */
function source(file, onBytes, options = {}) {
  const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024, ...options });
  if (onBytes) stream.on('data', (chunk) => onBytes(chunk.length));
  return stream;
}

/** Elements of `file`; `types` limits what is yielded (a pass over ways skips node tags). */
export async function* readOsm(file, { types = ['node', 'way', 'relation'], onBytes = null } = {}) {
  const format = formatOf(file);
  const wanted = new Set(types);
  if (format === 'pbf') {
    const withTags = { node: wanted.has('node'), way: wanted.has('way'), relation: wanted.has('relation') };
    for await (const batch of pbfBatches(source(file, onBytes), file, withTags)) {
      for (const item of batch) {
        if (!item.type || !wanted.has(item.type)) continue;
        yield {
          type: item.type,
          id: item.id,
          version: item.info?.version ?? 0,
          timestamp: item.info?.timestamp ?? null,
          lat: item.lat,
          lon: item.lon,
          tags: item.tags ?? {},
          refs: item.refs ?? [],
          members: item.members ?? [],
        };
      }
    }
    return;
  }
  if (format === 'json') {
    const pipeline = chain([source(file, onBytes), jsonParser(), pick({ filter: 'elements' }), streamArray()]);
    for await (const { value: e } of pipeline) {
      if (!wanted.has(e.type)) continue;
      yield {
        type: e.type,
        id: e.id,
        version: e.version ?? 0,
        timestamp: e.timestamp ? Date.parse(e.timestamp) : null,
        lat: e.lat,
        lon: e.lon,
        tags: e.tags ?? {},
        refs: e.nodes ?? [],
        members: e.members ?? [],
      };
    }
    return;
  }
  yield* readXml(file, wanted, onBytes);
}

async function* readXml(file, wanted, onBytes) {
  const xml = sax.parser(true, { trim: true });
  const ready = [];
  let current = null;
  let error = null;
  xml.onerror = (e) => {
    error = e;
  };
  xml.onopentag = ({ name, attributes: a }) => {
    if (name === 'node' || name === 'way' || name === 'relation') {
      current = {
        type: name,
        id: Number(a.id),
        version: Number(a.version ?? 0),
        timestamp: a.timestamp ? Date.parse(a.timestamp) : null,
        lat: a.lat === undefined ? undefined : Number(a.lat),
        lon: a.lon === undefined ? undefined : Number(a.lon),
        tags: {},
        refs: [],
        members: [],
      };
      if (a.action === 'delete' || a.visible === 'false') current.deleted = true;
    } else if (current && name === 'tag') current.tags[a.k] = a.v;
    else if (current && name === 'nd') current.refs.push(Number(a.ref));
    else if (current && name === 'member')
      current.members.push({ type: a.type, ref: Number(a.ref), role: a.role ?? '' });
  };
  xml.onclosetag = (name) => {
    if (current && name === current.type) {
      if (wanted.has(current.type) && !current.deleted) ready.push(current);
      current = null;
    }
  };
  for await (const chunk of source(file, null, { encoding: 'utf8' })) {
    onBytes?.(Buffer.byteLength(chunk));
    xml.write(chunk);
    if (error) throw new OsmRefusal(`${file}: not OSM XML (${String(error.message).split('\n')[0]})`);
    yield* ready.splice(0);
  }
  xml.close();
  yield* ready.splice(0);
}
