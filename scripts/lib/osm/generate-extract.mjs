#!/usr/bin/env node
/**
 * A synthetic OpenStreetMap extract for the benchmark: `nodes` nodes around Moscow, one in ten a
 * recycling point (materials, hours, names varied like real data), the rest plain nodes, plus one
 * closed way per 200 nodes tagged as a recycling centre. Written as .osm.pbf, streamed (the
 * elements are generated one at a time).
 *   node scripts/lib/osm/generate-extract.mjs OUT.osm.pbf [NODES]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePbf } from './pbf-writer.mjs';

const MATERIALS = [
  'paper',
  'glass_bottles',
  'plastic_bottles',
  'cans',
  'batteries',
  'clothes',
  'plastic',
  'cardboard',
  'scrap_metal',
];
const HOURS = [
  '24/7',
  'Mo-Fr 09:00-18:00',
  'Mo-Fr 09:00-13:00,14:00-20:00; Sa 10:00-16:00',
  'Mo-Su 08:00-10:00,12:00-14:00,16:00-18:00',
  'May-Sep Mo-Su 08:00-20:00',
  'call first',
  '',
];

function* elements(nodes) {
  const ways = [];
  for (let i = 1; i <= nodes; i++) {
    const lat = 55.5 + ((i * 7919) % 10_000) / 20_000;
    const lon = 37.3 + ((i * 104_729) % 10_000) / 15_000;
    const tags = {};
    if (i % 10 === 0) {
      tags.amenity = 'recycling';
      tags.recycling_type = 'container';
      if (i % 30 !== 0) {
        tags[`recycling:${MATERIALS[i % MATERIALS.length]}`] = 'yes';
        tags[`recycling:${MATERIALS[(i * 3) % MATERIALS.length]}`] = 'yes';
      }
      const hours = HOURS[i % HOURS.length];
      if (hours) tags.opening_hours = hours;
      if (i % 20 === 0) tags.name = `Контейнеры № ${i}`;
      if (i % 40 === 0) tags['name:en'] = `Containers no. ${i}`;
      if (i % 50 === 0) tags.check_date = '2025-06-01';
    } else if (i % 200 === 1 && i + 4 <= nodes) ways.push([i, i + 1, i + 2, i + 3, i]);
    yield { type: 'node', id: i, version: 1 + (i % 4), timestamp: Date.UTC(2025, i % 12, 1), lat, lon, tags };
  }
  for (const [n, refs] of ways.entries()) {
    yield {
      type: 'way',
      id: n + 1,
      version: 1,
      timestamp: Date.UTC(2025, 0, 1),
      refs,
      tags: { amenity: 'recycling', recycling_type: 'centre', 'recycling:paper': 'yes', name: `Пункт приёма ${n + 1}` },
    };
  }
}

export function generateExtract(file, nodes = 100_000) {
  writePbf(file, elements(nodes));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/lib/osm/generate-extract.mjs OUT.osm.pbf [NODES]');
    process.exit(2);
  }
  generateExtract(file, Number(count ?? 100_000));
  console.log(`wrote ${file}`);
}
