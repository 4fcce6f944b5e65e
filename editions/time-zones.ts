import type { EditionId } from './types';

/**
 * The time zones of each edition's territory, the first its default: new recycling points start
 * in it (the open-now indicator reads a point's own zone), and dates without a place (the events
 * list's date filter, the balance history, the sitemap's dates) are read in it. Any valid IANA
 * zone is still accepted from a form; editions/time-zone-names.ts names every zone listed here.
 * Kept out of the Edition object so the page snapshot does not carry it.
 */
export const EDITION_TIME_ZONES: Readonly<Record<EditionId, readonly [string, ...string[]]>> = {
  ru: [
    'Europe/Moscow',
    'Europe/Kaliningrad',
    'Europe/Samara',
    'Asia/Yekaterinburg',
    'Asia/Omsk',
    'Asia/Novosibirsk',
    'Asia/Krasnoyarsk',
    'Asia/Irkutsk',
    'Asia/Yakutsk',
    'Asia/Vladivostok',
    'Asia/Magadan',
    'Asia/Kamchatka',
  ],
  kz: ['Asia/Almaty', 'Asia/Qostanay', 'Asia/Aqtobe', 'Asia/Aqtau', 'Asia/Atyrau', 'Asia/Oral', 'Asia/Qyzylorda'],
  international: [
    'America/Argentina/Buenos_Aires',
    'America/Argentina/Cordoba',
    'America/Argentina/Mendoza',
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'Europe/London',
    'Europe/Madrid',
    'UTC',
  ],
};

/** The edition's default zone (the first of its list). */
export const defaultTimeZone = (edition: EditionId): string => EDITION_TIME_ZONES[edition][0];
