/**
 * A small `.osm.pbf` writer for tests, the development seed and the benchmark (no download, no
 * native tool): DenseNodes, ways and relations in zlib blobs, with the protobuf codecs that
 * osm-pbf-parser-node ships and the `pbf` package it uses. Elements must come sorted: nodes, ways,
 * relations (as in every extract); blocks hold up to 8,000 elements of one type.
 */
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import Pbf from 'pbf';
import { Blob, BlobHeader } from 'osm-pbf-parser-node/proto/fileformat.js';
import { HeaderBlock, PrimitiveBlock } from 'osm-pbf-parser-node/proto/osmformat.js';

const BLOCK = 8000;
const MEMBER_TYPES = { node: 0, way: 1, relation: 2 };

function encode(write, obj) {
  const pbf = new Pbf();
  write(obj, pbf);
  return pbf.finish();
}

function blob(fd, type, payload) {
  const body = encode(Blob.write, { raw_size: payload.length, zlib_data: deflateSync(payload) });
  const header = encode(BlobHeader.write, { type, datasize: body.length });
  const size = Buffer.alloc(4);
  size.writeUInt32BE(header.length);
  fs.writeSync(fd, size);
  fs.writeSync(fd, header);
  fs.writeSync(fd, body);
}

function deltas(values) {
  let prev = 0;
  return values.map((v) => {
    const d = v - prev;
    prev = v;
    return d;
  });
}

function block(type, elements) {
  const strings = [''];
  const index = new Map([['', 0]]);
  const sid = (s) => {
    let i = index.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      index.set(s, i);
    }
    return i;
  };
  const seconds = (e) => Math.round((e.timestamp ?? 0) / 1000);
  const tagIds = (e) => Object.entries(e.tags ?? {}).map(([k, v]) => [sid(k), sid(String(v))]);
  let group;
  if (type === 'node') {
    const keysVals = [];
    for (const e of elements) {
      for (const [k, v] of tagIds(e)) keysVals.push(k, v);
      keysVals.push(0);
    }
    const zeros = elements.map(() => 0);
    group = {
      dense: {
        id: deltas(elements.map((e) => e.id)),
        lat: deltas(elements.map((e) => Math.round(e.lat * 1e7))),
        lon: deltas(elements.map((e) => Math.round(e.lon * 1e7))),
        keys_vals: keysVals,
        denseinfo: {
          version: elements.map((e) => e.version ?? 1),
          timestamp: deltas(elements.map(seconds)),
          changeset: zeros,
          uid: zeros,
          user_sid: zeros,
        },
      },
    };
  } else {
    const items = elements.map((e) => {
      const tags = tagIds(e);
      const base = {
        id: e.id,
        keys: tags.map((t) => t[0]),
        vals: tags.map((t) => t[1]),
        info: { version: e.version ?? 1, timestamp: seconds(e) },
      };
      if (type === 'way') return { ...base, refs: deltas(e.refs) };
      return {
        ...base,
        memids: deltas(e.members.map((m) => m.ref)),
        types: e.members.map((m) => MEMBER_TYPES[m.type]),
        roles_sid: e.members.map((m) => sid(m.role ?? '')),
      };
    });
    group = type === 'way' ? { ways: items } : { relations: items };
  }
  return encode(PrimitiveBlock.write, {
    stringtable: { s: strings.map((s) => Buffer.from(s, 'utf8')) },
    primitivegroup: [group],
    granularity: 100,
    date_granularity: 1000,
  });
}

/** Writes `elements` (any iterable, consumed once) to `file` as OSM PBF. */
export function writePbf(file, elements) {
  const fd = fs.openSync(file, 'w');
  try {
    blob(
      fd,
      'OSMHeader',
      encode(HeaderBlock.write, {
        required_features: ['OsmSchema-V0.6', 'DenseNodes'],
        writingprogram: 'eco-portal pbf-writer',
      }),
    );
    let pending = [];
    let type = null;
    const flush = () => {
      if (pending.length) blob(fd, 'OSMData', block(type, pending));
      pending = [];
    };
    for (const e of elements) {
      if (e.type !== type || pending.length === BLOCK) flush();
      type = e.type;
      pending.push(e);
    }
    flush();
  } finally {
    fs.closeSync(fd);
  }
}
