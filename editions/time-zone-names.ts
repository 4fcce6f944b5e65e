/**
 * Time zones as people name them: the city (or "UTC") in the reader's language, never the IANA id
 * ("Europe/Moscow" → "Москва", "Moscú", "Мәскеу"). A table rather than Intl's zone names: workerd
 * has no Kazakh data and runtimes disagree on the wording, while the server and the browser must
 * render the same text. The table covers every zone the editions offer (editions/time-zones.ts); any other valid zone shows the city part of its id.
 */
type Language = 'ru' | 'kk' | 'es' | 'en';

// [ru, kk, es, en]
const NAMES: Record<string, readonly [string, string, string, string]> = {
  'Europe/Moscow': ['Москва', 'Мәскеу', 'Moscú', 'Moscow'],
  'Europe/Kaliningrad': ['Калининград', 'Калининград', 'Kaliningrado', 'Kaliningrad'],
  'Europe/Samara': ['Самара', 'Самара', 'Samara', 'Samara'],
  'Asia/Yekaterinburg': ['Екатеринбург', 'Екатеринбург', 'Ekaterimburgo', 'Yekaterinburg'],
  'Asia/Omsk': ['Омск', 'Омбы', 'Omsk', 'Omsk'],
  'Asia/Novosibirsk': ['Новосибирск', 'Новосібір', 'Novosibirsk', 'Novosibirsk'],
  'Asia/Krasnoyarsk': ['Красноярск', 'Красноярск', 'Krasnoyarsk', 'Krasnoyarsk'],
  'Asia/Irkutsk': ['Иркутск', 'Иркутск', 'Irkutsk', 'Irkutsk'],
  'Asia/Yakutsk': ['Якутск', 'Якутск', 'Yakutsk', 'Yakutsk'],
  'Asia/Vladivostok': ['Владивосток', 'Владивосток', 'Vladivostok', 'Vladivostok'],
  'Asia/Magadan': ['Магадан', 'Магадан', 'Magadán', 'Magadan'],
  'Asia/Kamchatka': [
    'Петропавловск-Камчатский',
    'Петропавл-Камчатский',
    'Petropávlovsk-Kamchatski',
    'Petropavlovsk-Kamchatsky',
  ],
  'Asia/Almaty': ['Алматы', 'Алматы', 'Almaty', 'Almaty'],
  'Asia/Qostanay': ['Костанай', 'Қостанай', 'Kostanái', 'Kostanay'],
  'Asia/Aqtobe': ['Актобе', 'Ақтөбе', 'Aktobe', 'Aktobe'],
  'Asia/Aqtau': ['Актау', 'Ақтау', 'Aktau', 'Aktau'],
  'Asia/Atyrau': ['Атырау', 'Атырау', 'Atyrau', 'Atyrau'],
  'Asia/Oral': ['Уральск', 'Орал', 'Oral', 'Oral'],
  'Asia/Qyzylorda': ['Кызылорда', 'Қызылорда', 'Kyzylorda', 'Kyzylorda'],
  'America/Argentina/Buenos_Aires': ['Буэнос-Айрес', 'Буэнос-Айрес', 'Buenos Aires', 'Buenos Aires'],
  'America/Argentina/Cordoba': ['Кордова (Аргентина)', 'Кордова (Аргентина)', 'Córdoba', 'Córdoba'],
  'America/Argentina/Mendoza': ['Мендоса', 'Мендоса', 'Mendoza', 'Mendoza'],
  'America/New_York': ['Нью-Йорк', 'Нью-Йорк', 'Nueva York', 'New York'],
  'America/Chicago': ['Чикаго', 'Чикаго', 'Chicago', 'Chicago'],
  'America/Denver': ['Денвер', 'Денвер', 'Denver', 'Denver'],
  'America/Los_Angeles': ['Лос-Анджелес', 'Лос-Анджелес', 'Los Ángeles', 'Los Angeles'],
  'Europe/London': ['Лондон', 'Лондон', 'Londres', 'London'],
  'Europe/Madrid': ['Мадрид', 'Мадрид', 'Madrid', 'Madrid'],
  UTC: ['UTC', 'UTC', 'UTC', 'UTC'],
};

const LANGUAGES: Record<Language, number> = { ru: 0, kk: 1, es: 2, en: 3 };

const languageOf = (locale: string): Language => {
  const l = locale.slice(0, 2);
  return l === 'ru' || l === 'kk' || l === 'es' ? l : 'en';
};

/** The zone's name for people in `locale`: the table's city, else the last part of the id. */
export function timeZoneName(zone: string, locale: string): string {
  const row = NAMES[zone];
  if (row) return row[LANGUAGES[languageOf(locale)]] ?? zone;
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
