import { international } from './international';
import { kz } from './kz';
import { ru } from './ru';
import type { Edition, EditionId } from './types';

export * from './types';
export const EDITIONS: Record<EditionId, Edition> = { ru, kz, international };

/** Development hosts (browsers resolve *.localhost to loopback). Production hosts come from EDITION_HOSTS. */
export const DEV_HOSTS: Readonly<Record<string, EditionId>> = {
  localhost: 'ru',
  '127.0.0.1': 'ru',
  'kz.localhost': 'kz',
  'intl.localhost': 'international',
};

/**
 * Picks the edition for a hostname: configured production hosts first, then the development map,
 * then the configured default. Never throws: an unknown host still gets a working portal.
 */
export function editionForHost(
  hostname: string,
  configuredHosts: Readonly<Record<string, EditionId>>,
  fallback: EditionId,
): Edition {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const id = configuredHosts[host] ?? DEV_HOSTS[host] ?? fallback;
  return EDITIONS[id];
}
