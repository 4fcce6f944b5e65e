import { describe, expect, it, vi } from 'vitest';
import { reverseGeocoder } from './reverse-geocode';

describe('reverse geocoding adapter', () => {
  it('is off without a configured URL and never fetches', async () => {
    const fetcher = vi.fn();
    expect(
      await reverseGeocoder('', fetcher as unknown as typeof fetch).reverse({ lat: 55.75, lng: 37.61 }, 'ru'),
    ).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });
  it('fills the template and reads street and country', async () => {
    const fetcher = vi.fn(async (_url: string) =>
      Response.json({ address: { road: 'Tverskaya', country_code: 'ru' } }),
    );
    const place = await reverseGeocoder(
      'http://geo.test/r?lat={lat}&lon={lng}&l={lang}',
      fetcher as unknown as typeof fetch,
    ).reverse({ lat: 55.75, lng: 37.61 }, 'ru');
    expect(place).toEqual({ street: 'Tverskaya', countryCode: 'RU' });
    expect(fetcher.mock.calls[0]![0]).toBe('http://geo.test/r?lat=55.75000&lon=37.61000&l=ru');
  });
  it('answers null when the service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetcher = vi.fn(async () => new Response('no', { status: 503 }));
    expect(
      await reverseGeocoder('http://geo.test/{lat}', fetcher as unknown as typeof fetch).reverse(
        { lat: 1, lng: 2 },
        'en',
      ),
    ).toBeNull();
  });
});
