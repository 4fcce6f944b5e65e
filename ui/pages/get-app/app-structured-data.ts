import type { Edition } from '../../../editions/types';

/**
 * JSON-LD for the app page (docs/product.md §1): a free SoftwareApplication, priced in USD on the
 * international edition and RUB otherwise (the edition's appCurrency).
 */
export function appStructuredData(edition: Edition, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: edition.brand,
    description,
    operatingSystem: 'Android, iOS',
    applicationCategory: 'LifestyleApplication',
    url: `${edition.siteUrl}/get-app`,
    image: `${edition.siteUrl}/logo.svg`,
    downloadUrl: [edition.appStores.android, edition.appStores.ios],
    offers: { '@type': 'Offer', price: '0', priceCurrency: edition.appCurrency },
  };
}

/** JSON that cannot close the surrounding <script> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
