/**
 * A bounded reader of `.osm.pbf` frames (docs/security.md, "OpenStreetMap import"). The format is a
 * sequence of [4-byte length][BlobHeader][Blob]; osm-pbf-parser-node's own stream reader trusts every
 * length it reads (a header claiming gigabytes is buffered until the file ends) and inflates without
 * a cap (a zlib bomb fills memory). Here each frame is checked before it is read or inflated, with the
 * format's own limits: a BlobHeader under 64 KiB, a Blob under 32 MiB, at most 32 MiB inflated.
 * Memory is one frame at most; time is linear in the file. Only the decoding of an inflated block
 * is left to the library (`parse`).
 */
import { inflateSync } from 'node:zlib';
import { parse } from 'osm-pbf-parser-node';
import { Blob, BlobHeader } from 'osm-pbf-parser-node/proto/fileformat.js';
import Pbf from 'pbf';

const PBF_LIMITS = { header: 64 * 1024, blob: 32 * 1024 * 1024, inflated: 32 * 1024 * 1024 };

/** A file the importer refuses: the message says why; nothing was written. */
export class OsmRefusal extends Error {
  name = 'OsmRefusal';
}

/** Takes exact byte counts from a stream, holding only what the current frame needs. */
function byteReader(stream) {
  const it = stream[Symbol.asyncIterator]();
  let chunks = [];
  let have = 0;
  let ended = false;
  const pull = async () => {
    const { value, done } = await it.next();
    if (done) ended = true;
    else {
      chunks.push(value);
      have += value.length;
    }
  };
  return {
    /** `n` bytes, or null when the stream ends first. */
    async take(n) {
      while (have < n && !ended) await pull();
      if (have < n) return null;
      const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      const rest = all.subarray(n);
      chunks = rest.length ? [rest] : [];
      have = rest.length;
      return all.subarray(0, n);
    },
    async atEnd() {
      while (have === 0 && !ended) await pull();
      return have === 0;
    },
    close: () => it.return?.(),
  };
}

const decode = (read, bytes) => read(new Pbf(bytes));

/**
 * Decoded OSM elements of a `.osm.pbf` stream, block by block (arrays as osm-pbf-parser-node yields
 * them). Throws OsmRefusal, naming the byte offset, on a truncated or oversized frame, on data that
 * is not the format, and on a blob that inflates past its stated or allowed size.
 */
export async function* pbfBatches(stream, file, withTags) {
  const refuse = (why) => {
    throw new OsmRefusal(`${file}: not a valid .osm.pbf (${why}); nothing was imported`);
  };
  const reader = byteReader(stream);
  let at = 0;
  try {
    while (!(await reader.atEnd())) {
      const length = await reader.take(4);
      if (!length) refuse(`the file ends inside a blob header length at byte ${at}`);
      const headerSize = length.readUInt32BE(0);
      if (headerSize === 0 || headerSize > PBF_LIMITS.header)
        refuse(
          `the blob header at byte ${at} claims ${headerSize} bytes; the format allows at most ${PBF_LIMITS.header}`,
        );
      const headerBytes = await reader.take(headerSize);
      if (!headerBytes) refuse(`the file ends inside the blob header at byte ${at}`);
      let header;
      try {
        header = decode(BlobHeader.read, headerBytes);
      } catch {
        refuse(`the blob header at byte ${at} is not a BlobHeader`);
      }
      if (header.type !== 'OSMHeader' && header.type !== 'OSMData')
        refuse(`the blob at byte ${at} is of unknown type ${JSON.stringify(String(header.type).slice(0, 40))}`);
      const size = header.datasize;
      if (!Number.isInteger(size) || size <= 0 || size > PBF_LIMITS.blob)
        refuse(
          `the blob header at byte ${at} claims a blob of ${size} bytes; the format allows at most ${PBF_LIMITS.blob}`,
        );
      const body = await reader.take(size);
      if (!body) refuse(`the file ends inside the blob at byte ${at}, which claims ${size} bytes`);
      let blob;
      try {
        blob = decode(Blob.read, body);
      } catch {
        refuse(`the blob at byte ${at} is not a Blob`);
      }
      let data = blob.raw;
      if (blob.zlib_data) {
        const stated = blob.raw_size;
        if (!Number.isInteger(stated) || stated <= 0 || stated > PBF_LIMITS.inflated)
          refuse(
            `the blob at byte ${at} states an inflated size of ${stated} bytes; at most ${PBF_LIMITS.inflated} are allowed`,
          );
        try {
          data = inflateSync(blob.zlib_data, { maxOutputLength: stated });
        } catch (e) {
          if (e?.code === 'ERR_BUFFER_TOO_LARGE')
            refuse(`the blob at byte ${at} inflates past its stated ${stated} bytes: a zlib bomb`);
          refuse(`the blob at byte ${at} is not valid zlib data, ${e?.code ?? 'error'}`);
        }
        if (data.length !== stated)
          refuse(`the blob at byte ${at} inflates to ${data.length} bytes, not its stated ${stated}`);
      } else if (!data)
        refuse(`the blob at byte ${at} uses a compression this importer does not read (only zlib and raw)`);
      if (header.type === 'OSMData') {
        let batch;
        try {
          batch = parse(data, { ...withTags, withInfo: true });
        } catch (e) {
          refuse(`the block at byte ${at} is not an OSM data block, ${String(e?.message ?? e).slice(0, 80)}`);
        }
        yield batch;
      }
      at += 4 + headerSize + size;
    }
  } finally {
    await reader.close();
    stream.destroy();
  }
}
