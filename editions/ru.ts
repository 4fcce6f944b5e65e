import type { Edition } from './types';

const CIS_PHONE_COUNTRIES = ['AZ', 'RU', 'AM', 'BY', 'KZ', 'KG', 'MD', 'TJ', 'UZ', 'TM', 'RS', 'ME'] as const;

export const ru: Edition = {
  id: 'ru',
  brand: 'ЭкоПортал',
  defaultLocale: 'ru-RU',
  locales: ['ru-RU'],
  siteUrl: 'https://ru.eco-portal.example.org',
  contacts: {
    email: { link: 'mailto:support@ru.eco-portal.example.org', text: 'support@ru.eco-portal.example.org' },
    // +7 495 555-01-xx: numbers reserved for fiction.
    tel1: { link: 'tel:+74955550100', text: '+7 495 555-01-00' },
  },
  supportEmail: 'support@ru.eco-portal.example.org',
  partnerLinks: [
    { titleKey: 'layout.partnerCompany', url: 'https://company.example.org' },
    { titleKey: 'layout.partnerRegulator', url: 'https://regulator.example.org' },
  ],
  socials: [
    { name: 'vk', link: 'https://vk.example.org/eco-portal' },
    { name: 'tg', link: 'https://t.example.org/eco_portal' },
    { name: 'odnoklassniki', link: 'https://ok.example.org/eco-portal' },
    { name: 'zen', link: 'https://zen.example.org/eco-portal' },
  ],
  shareTargets: ['vk', 'odnoklassniki'],
  appStores: {
    android: 'https://play.example.org/store/apps/details?id=org.example.ecoportal',
    ios: 'https://apps.example.org/app/eco-portal/id000000000',
  },
  appCurrency: 'RUB',
  defaultPhoneCountry: 'RU',
  phoneCountries: CIS_PHONE_COUNTRIES,
  taxIdName: 'INN',
  policyLinks: [
    { titleKey: 'layout.cookies', url: '/cookies/' },
    { titleKey: 'layout.personalData', url: '/personal-data/' },
  ],
  privacyLawKey: 'policy.lawRu',
  thirdPartySignIn: true,
  mainCities: [{ id: 'moscow', lat: 55.7558, lng: 37.6173 }],
  adultAge: 18,
};

export { CIS_PHONE_COUNTRIES };
