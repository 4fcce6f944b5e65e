import type { Edition } from './types';
import { CIS_PHONE_COUNTRIES } from './ru';

export const kz: Edition = {
  id: 'kz',
  brand: 'EcoPortal Qazaqstan',
  defaultLocale: 'kk-KZ',
  locales: ['kk-KZ', 'ru-KZ'],
  siteUrl: 'https://kz.eco-portal.example.org',
  contacts: {
    email: { link: 'mailto:support@kz.eco-portal.example.org', text: 'support@kz.eco-portal.example.org' },
    // Two phones in the Kazakhstan edition (docs/product.md §9); fictitious 555 numbers.
    tel1: { link: 'tel:+77275550100', text: '+7 727 555-01-00' },
    tel2: { link: 'tel:+77175550101', text: '+7 717 555-01-01' },
  },
  supportEmail: 'support@kz.eco-portal.example.org',
  partnerLinks: [],
  socials: [
    { name: 'inst', link: 'https://instagram.example.org/eco_portal_kz' },
    { name: 'tg', link: 'https://t.example.org/eco_portal_kz' },
    { name: 'vk', link: 'https://vk.example.org/eco-portal-kz' },
  ],
  shareTargets: ['vk', 'odnoklassniki'],
  appStores: {
    android: 'https://play.example.org/store/apps/details?id=org.example.ecoportal',
    ios: 'https://apps.example.org/app/eco-portal/id000000000',
  },
  appCurrency: 'RUB',
  defaultPhoneCountry: 'KZ',
  phoneCountries: CIS_PHONE_COUNTRIES,
  taxIdName: 'BIN',
  policyLinks: [{ titleKey: 'layout.privacyPolicy', url: '/privacy-policy' }],
  privacyLawKey: 'policy.lawKz',
  thirdPartySignIn: false,
  mainCities: [{ id: 'almaty', lat: 43.2389, lng: 76.8897 }],
  adultAge: 18,
};
