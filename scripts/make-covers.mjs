#!/usr/bin/env node
/**
 * Event cover illustrations: three variants per event category, drawn as SVG
 * scenes from a seeded random generator (the same input always gives the same picture) and written
 * as WebP at 480, 960 and 1440 px wide (16:9) to ui/public/covers/, for srcset.
 * Events without an uploaded cover show one of their category's variants, picked by the event id.
 *
 *   node scripts/make-covers.mjs     (re-run only when the drawings change; the files are committed)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seededRandom } from './lib/seeded-random.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../ui/public/covers');
const COVER_WIDTHS = [480, 960, 1440];
const CATEGORIES = ['cleanup', 'collection_drive', 'tree_planting', 'education', 'other'];
const VARIANTS = 3;
const W = 1600;
const H = 900;

const SKIES = [
  ['#bfe3f5', '#eef8fc'], // morning
  ['#ffd9a8', '#fff3e0'], // golden hour
  ['#cde8d9', '#f1faf5'], // soft green
];
const HILLS = [
  ['#7fbf9f', '#5aa37f', '#37927b'],
  ['#9fcf8a', '#6fb26a', '#3f8a55'],
  ['#8ccbb8', '#5fae97', '#2b7562'],
];

function hill(y, amp, color, r) {
  const pts = [];
  for (let x = -100; x <= W + 100; x += 200) pts.push([x, y + Math.sin(x / 260 + r() * 6) * amp]);
  let d = `M -100 ${H} L ${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1];
    const [x, yy] = pts[i];
    d += ` Q ${px + 100} ${py - amp * 0.6} ${x} ${yy}`;
  }
  return `<path d="${d} L ${W + 100} ${H} Z" fill="${color}"/>`;
}

function tree(x, y, s, r) {
  const green = ['#2f7d5b', '#3c9a6d', '#256b4c'][Math.floor(r() * 3)];
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-9" y="-20" width="18" height="80" rx="6" fill="#8a5a3b"/>` +
    `<circle cx="0" cy="-70" r="62" fill="${green}"/><circle cx="-40" cy="-40" r="44" fill="${green}"/><circle cx="42" cy="-38" r="46" fill="${green}"/></g>`
  );
}

function sapling(x, y, s) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 V-70" stroke="#5b3b26" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cx="-22" cy="-60" rx="24" ry="12" transform="rotate(-30 -22 -60)" fill="#4caf73"/><ellipse cx="22" cy="-78" rx="24" ry="12" transform="rotate(30 22 -78)" fill="#3c9a6d"/>` +
    `<ellipse cx="0" cy="4" rx="46" ry="12" fill="#6b4a33"/></g>`
  );
}

function person(x, y, s, shirt) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="-150" r="26" fill="#f1c7a5"/>` +
    `<path d="M-34 -118 Q0 -132 34 -118 L30 -40 L-30 -40 Z" fill="${shirt}"/><rect x="-26" y="-42" width="20" height="72" rx="8" fill="#334155"/><rect x="6" y="-42" width="20" height="72" rx="8" fill="#334155"/></g>`
  );
}

function bag(x, y, s, color) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 0 Q-48 -70 -18 -88 L18 -88 Q48 -70 40 0 Z" fill="${color}"/><path d="M-14 -88 L0 -108 L14 -88" fill="${color}" stroke="#0f172a" stroke-opacity="0.25" stroke-width="3"/></g>`;
}

function bin(x, y, color, label) {
  return (
    `<g transform="translate(${x} ${y})"><rect x="-70" y="-190" width="140" height="190" rx="16" fill="${color}"/><rect x="-80" y="-210" width="160" height="30" rx="10" fill="${color}" opacity="0.85"/>` +
    `<circle cx="0" cy="-100" r="38" fill="#fff" opacity="0.9"/><text x="0" y="-86" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${color}">${label}</text></g>`
  );
}

function board(x, y) {
  return (
    `<g transform="translate(${x} ${y})"><rect x="-230" y="-330" width="460" height="270" rx="14" fill="#264d3f"/><rect x="-214" y="-314" width="428" height="238" rx="8" fill="#2f6b55"/>` +
    `<path d="M-120 -150 q60 -120 150 -110 q-10 90 -150 110 z" fill="#9fe0bf"/><path d="M-120 -150 L20 -245" stroke="#2f6b55" stroke-width="6"/>` +
    `<path d="M60 -240 h110 M60 -200 h90 M60 -160 h120" stroke="#e6f2ef" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-180 -60 L-220 120 M180 -60 L220 120" stroke="#8a5a3b" stroke-width="14" stroke-linecap="round"/></g>`
  );
}

function bench(x, y) {
  return (
    `<g transform="translate(${x} ${y})"><rect x="-150" y="-70" width="300" height="22" rx="8" fill="#a0673f"/><rect x="-150" y="-120" width="300" height="22" rx="8" fill="#a0673f"/>` +
    `<rect x="-130" y="-48" width="16" height="60" fill="#475569"/><rect x="114" y="-48" width="16" height="60" fill="#475569"/></g>`
  );
}

function bicycle(x, y) {
  return (
    `<g transform="translate(${x} ${y})" fill="none" stroke="#0f172a" stroke-width="10" stroke-linecap="round"><circle cx="-110" cy="0" r="70"/><circle cx="110" cy="0" r="70"/>` +
    `<path d="M-110 0 L-30 -110 L80 -110 L110 0 M-30 -110 L0 0 L80 -110 M-40 -140 h40 M80 -110 l10 -40 h40" stroke="#37927b"/></g>`
  );
}

const SHIRTS = ['#f59e0b', '#2563eb', '#dc2626', '#7c3aed', '#0891b2'];

function foreground(category, r) {
  const shirt = () => SHIRTS[Math.floor(r() * SHIRTS.length)];
  const parts = [];
  if (category === 'cleanup') {
    for (let i = 0; i < 4; i++) parts.push(tree(140 + i * 420 + r() * 80, 640 + r() * 40, 0.9 + r() * 0.5, r));
    parts.push(person(620 + r() * 80, 840, 1.25, shirt()), person(960 + r() * 80, 850, 1.15, shirt()));
    for (let i = 0; i < 3; i++)
      parts.push(bag(300 + i * 120 + r() * 40, 860, 1 + r() * 0.3, ['#1e293b', '#16a34a', '#2563eb'][i]));
  } else if (category === 'tree_planting') {
    for (let i = 0; i < 6; i++) parts.push(sapling(160 + i * 250 + r() * 60, 800 + (i % 2) * 40, 1 + r() * 0.4));
    parts.push(person(760 + r() * 120, 860, 1.3, shirt()), tree(1400, 650, 1.1, r));
  } else if (category === 'collection_drive') {
    const bins = [
      ['#2563eb', 'P'],
      ['#16a34a', 'G'],
      ['#f59e0b', 'M'],
      ['#dc2626', 'B'],
    ];
    const start = 380 + r() * 120;
    bins.forEach(([c, l], i) => {
      parts.push(bin(start + i * 220, 860, c, l));
    });
    parts.push(person(200 + r() * 60, 860, 1.2, shirt()), tree(1420, 650, 1, r));
  } else if (category === 'education') {
    parts.push(board(800 + r() * 80, 760));
    for (let i = 0; i < 4; i++)
      parts.push(person(260 + i * 110 + (i > 1 ? 700 : 0) + r() * 30, 880, 0.9 + r() * 0.2, shirt()));
  } else {
    parts.push(
      bench(520 + r() * 120, 840),
      bicycle(1080 + r() * 80, 800),
      tree(220, 640, 1.1, r),
      tree(1450, 620, 0.9, r),
    );
    parts.push(person(780 + r() * 60, 860, 1.1, shirt()));
  }
  return parts.join('');
}

function coverSvg(category, variant) {
  const r = seededRandom(`${category}:${variant}`);
  const [skyTop, skyBottom] = SKIES[variant % SKIES.length];
  const [h1, h2, h3] = HILLS[(variant + CATEGORIES.indexOf(category)) % HILLS.length];
  const sunX = 200 + r() * 1200;
  const clouds = Array.from({ length: 3 }, () => {
    const x = r() * W;
    const y = 90 + r() * 160;
    return `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="90" ry="34"/><ellipse cx="${x + 60}" cy="${y - 18}" rx="60" ry="30"/><ellipse cx="${x - 60}" cy="${y - 8}" rx="50" ry="24"/></g>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="${150 + r() * 60}" r="70" fill="#ffd166"/>${clouds}` +
    hill(560 + r() * 40, 40, h1, r) +
    hill(660 + r() * 30, 35, h2, r) +
    hill(780, 25, h3, r) +
    foreground(category, r) +
    '</svg>'
  );
}

const coverName = (category, variant) => `${category}-${variant + 1}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(out, { recursive: true });
  let bytes = 0;
  for (const category of CATEGORIES) {
    for (let v = 0; v < VARIANTS; v++) {
      const svg = Buffer.from(coverSvg(category, v));
      for (const width of COVER_WIDTHS) {
        const file = path.join(out, `${coverName(category, v)}-${width}.webp`);
        await sharp(svg, { density: (72 * width) / W })
          .resize(width, Math.round((width * 9) / 16))
          .webp({ quality: 72, effort: 6 })
          .toFile(file);
        bytes += fs.statSync(file).size;
      }
    }
  }
  console.log(
    `wrote ${CATEGORIES.length * VARIANTS * COVER_WIDTHS.length} covers (${Math.round(bytes / 1024)} KiB) to ${path.relative(process.cwd(), out)}`,
  );
}
