/**
 * mulberry32: a tiny seeded generator, so generated demo data and pictures come out the same on
 * every run. A string seed is hashed first (FNV-1a).
 */
export function seededRandom(seed) {
  let a =
    typeof seed === 'string'
      ? [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261)
      : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
