import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tileSource } from './finder-map';

/** wrangler.toml's top-level [vars] (production): `KEY = "value"` lines. */
function productionVars(): Map<string, string> {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const out = new Map<string, string>();
  let inside = false;
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/^\s*#.*$/, '').trim();
    if (line.startsWith('[')) inside = line === '[vars]';
    else if (inside && line.includes('=')) {
      const [key, value] = line.split(/=(.*)/s).map((s) => s.trim());
      out.set(key!, JSON.parse(value!) as string);
    }
  }
  return out;
}

describe('map tile sources (ADR 217)', () => {
  it("production's default is the deployment's own archive, never OpenStreetMap's tile servers", () => {
    const vars = productionVars();
    expect(vars.get('MAP_TILE_URL')).toBe('archive');
    expect(vars.get('MAP_TILE_URL')).not.toMatch(/openstreetmap/i);
    expect(
      tileSource({ MAP_TILE_URL: vars.get('MAP_TILE_URL'), MAP_TILE_ATTRIBUTION: vars.get('MAP_TILE_ATTRIBUTION') }),
    ).toEqual({ kind: 'archive', credits: ['osm'] });
    // An unset variable means no map, not someone's public servers.
    expect(tileSource({})).toEqual({ kind: 'off' });
  });

  it("refuses OpenStreetMap's public tile servers even when configured", () => {
    for (const url of [
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://a.tile.openstreetmap.de/{z}/{x}/{y}.png',
    ])
      expect(tileSource({ MAP_TILE_URL: url }).kind, url).toBe('off');
  });

  it("fills a provider's {key} from MAP_TILE_KEY and names the credits its terms ask for", () => {
    const maptiler = 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}';
    expect(tileSource({ MAP_TILE_URL: maptiler, MAP_TILE_KEY: 'k&1' })).toEqual({
      kind: 'url',
      template: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=k%261',
      origin: 'https://api.maptiler.com',
      credits: ['maptiler', 'osm'],
    });
    // Without its key the provider would refuse every tile: no map.
    expect(tileSource({ MAP_TILE_URL: maptiler }).kind).toBe('off');
    expect(
      tileSource({
        MAP_TILE_URL: 'https://tiles.stadiamaps.com/tiles/stamen_toner/{z}/{x}/{y}.png?api_key={key}',
        MAP_TILE_KEY: 'k',
      }),
    ).toMatchObject({ origin: 'https://tiles.stadiamaps.com', credits: ['stadia', 'stamen', 'openmaptiles', 'osm'] });
    expect(
      tileSource({
        MAP_TILE_URL: 'https://{s}.tile.thunderforest.com/cycle/{z}/{x}/{y}.png?apikey={key}',
        MAP_TILE_KEY: 'k',
      }),
    ).toMatchObject({ origin: 'https://*.tile.thunderforest.com', credits: ['thunderforest', 'osm'] });
  });

  it('needs MAP_TILE_ATTRIBUTION for a provider it does not know, with credits it knows', () => {
    const other = 'https://tiles.example.net/{z}/{x}/{y}.png';
    expect(tileSource({ MAP_TILE_URL: other }).kind).toBe('off');
    expect(tileSource({ MAP_TILE_URL: other, MAP_TILE_ATTRIBUTION: 'osm, openmaptiles' })).toMatchObject({
      kind: 'url',
      origin: 'https://tiles.example.net',
      credits: ['osm', 'openmaptiles'],
    });
    expect(tileSource({ MAP_TILE_URL: other, MAP_TILE_ATTRIBUTION: 'osm,<b>me</b>' }).kind).toBe('off');
    expect(tileSource({ MAP_TILE_URL: 'javascript:alert(1)//{z}' }).kind).toBe('off');
  });

  it('keeps the local stand-ins: a path on this origin and the closed loopback port', () => {
    expect(tileSource({ MAP_TILE_URL: '/dev/tiles/{z}/{x}/{y}.svg' })).toMatchObject({ kind: 'url', origin: "'self'" });
    expect(tileSource({ MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' })).toMatchObject({
      origin: 'http://127.0.0.1:9',
    });
    expect(tileSource({ MAP_TILE_URL: '//evil.example/{z}/{x}/{y}.png' }).kind).toBe('off');
  });
});
