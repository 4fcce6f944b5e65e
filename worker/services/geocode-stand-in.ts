/**
 * The local stand-in for the address search's provider (docs/decisions/200-geocoder-adapter.md):
 * development and tests never reach the internet, so GEOCODE_URL points at /dev/geocode (DEV_VARS
 * and LOCAL_VARS in scripts/lib/local-worker.mjs) and the worker answers it in-process with a few
 * fixed addresses in Nominatim's jsonv2 shape. Mounted on the dev sub-app, 404 in production.
 */
const PLACES = [
  {
    lat: '55.757',
    lon: '37.615',
    display_name: 'Тверская улица, 7, Тверской район, Москва, 125009, Россия',
    address: { road: 'Тверская улица', house_number: '7', city: 'Москва', postcode: '125009', country: 'Россия' },
  },
  {
    lat: '55.7415',
    lon: '37.6086',
    display_name: 'Пречистенская набережная, 11, Москва, 119034, Россия',
    address: {
      road: 'Пречистенская набережная',
      house_number: '11',
      city: 'Москва',
      postcode: '119034',
      country: 'Россия',
    },
  },
  {
    lat: '43.2383',
    lon: '76.9457',
    display_name: 'проспект Абая, 10, Алматы, 050000, Казахстан',
    address: { road: 'проспект Абая', house_number: '10', city: 'Алматы', postcode: '050000', country: 'Казахстан' },
  },
  {
    lat: '40.7536',
    lon: '-73.9832',
    display_name: '5th Avenue, 476, Manhattan, New York, 10018, United States',
    address: { road: '5th Avenue', house_number: '476', city: 'New York', postcode: '10018', country: 'United States' },
  },
  {
    lat: '-34.6037',
    lon: '-58.3816',
    display_name: 'Avenida Corrientes, 1000, Buenos Aires, C1043, Argentina',
    address: {
      road: 'Avenida Corrientes',
      house_number: '1000',
      city: 'Buenos Aires',
      postcode: 'C1043',
      country: 'Argentina',
    },
  },
];

/** The stand-in's answer to a search URL: the places whose label holds every word of `q`. */
export function devGeocodeResponse(url: string): Response {
  const q = (new URL(url, 'http://stand-in').searchParams.get('q') ?? '').toLowerCase();
  const words = q.split(/[\s,]+/).filter(Boolean);
  const found = words.length ? PLACES.filter((p) => words.every((w) => p.display_name.toLowerCase().includes(w))) : [];
  return Response.json(found);
}
