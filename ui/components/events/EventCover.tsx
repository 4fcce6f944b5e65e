import { useState } from 'react';
import { EVENT_FALLBACK_IMAGE } from '../../shared/events/model';

/** The event's cover, or the fallback picture when there is none or it fails to load (SPEC §8). */
export function EventCover({ src, className = '', eager = false }: { src: string | null; className?: string; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={!src || broken ? EVENT_FALLBACK_IMAGE : src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`block w-full object-cover bg-primary-light ${className}`}
    />
  );
}
