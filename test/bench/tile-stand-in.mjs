/**
 * A local stand-in for the map tile server. The deploy bundle's tiles come from the public OSM
 * server (wrangler.toml), which this machine cannot reach: Lighthouse then counts the finder's
 * failed tile loads as console errors. The bench points MAP_TILE_URL here instead, so the
 * finder is measured with a working map (blank tiles), as a visitor's browser would load it.
 */
import http from 'node:http';
import { PNG } from 'pngjs';

function blankTile() {
  const png = new PNG({ width: 256, height: 256 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([238, 242, 240, 255], i);
  return PNG.sync.write(png);
}

/** Resolves to { url (a Leaflet template), close }. */
export async function startTileStandIn() {
  const tile = blankTile();
  const server = http.createServer((req, res) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return res.writeHead(404).end();
    res
      .writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      })
      .end(tile);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
