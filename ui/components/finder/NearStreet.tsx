import { useEffect, useState } from 'react';
import { useApp } from '../../app/context';
import type { LatLng } from '../../shared/finder/geo';

/**
 * "near <street>" for the visitor's position, from the reverse geocoding adapter (ADR 063). Nothing
 * shows when the deployment has none configured or the lookup fails; failures are only logged.
 */
export function NearStreet({ position }: { position: LatLng }) {
  const { i18n } = useApp();
  const [street, setStreet] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/v1/recycling-points/near?near=${position.lat},${position.lng}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: { street: string | null } }>) : null))
      .then((body) => setStreet(body?.data.street ?? null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('reverse geocoding failed', error);
      });
    return () => controller.abort();
  }, [position.lat, position.lng]);
  return street ? <span data-testid="finder-near-street"> {i18n.t('finder.nearStreet', { street })}</span> : null;
}
