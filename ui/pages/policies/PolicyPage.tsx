import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';

/** Which texts each policy page shows; the page id comes from the route table. */
const POLICIES: Record<string, { title: string; paragraphs: readonly string[]; law: boolean }> = {
  cookiesPolicy: {
    title: 'policy.cookiesTitle',
    paragraphs: ['P1', 'P2', 'P3', 'P4', 'P5'].map((p) => `policy.cookies${p}`),
    law: false,
  },
  personalDataPolicy: {
    title: 'policy.personalDataTitle',
    paragraphs: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'].map((p) => `policy.personalData${p}`),
    law: true,
  },
  privacyPolicy: {
    title: 'policy.privacyTitle',
    paragraphs: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'].map((p) => `policy.privacy${p}`),
    law: true,
  },
};

/** Date the policy texts were last revised; change it together with the texts. */
export const POLICY_UPDATED = '2026-12-02';

/**
 * Numeric date in the locale's usual order. Formatted by hand: ICU data differs between workerd
 * and browsers (Kazakh month names especially), and a different string would break hydration.
 */
export function formatPolicyDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split('-');
  if (locale === 'en-US') return `${m}/${d}/${y}`;
  if (locale === 'es-AR') return `${d}/${m}/${y}`;
  return `${d}.${m}.${y}`;
}

/**
 * Policy pages (docs/product.md §2.1): /cookies, /personal-data, /privacy-policy. The applicable data law
 * comes from the edition (docs/decisions/004-policy-pages-per-edition.md).
 */
export default function PolicyPage() {
  const { snapshot, i18n } = useApp();
  const { edition } = snapshot;
  const policy = POLICIES[snapshot.page] ?? POLICIES.privacyPolicy!;
  const params = { brand: edition.brand, supportEmail: edition.supportEmail };
  const date = formatPolicyDate(POLICY_UPDATED, snapshot.locale);
  return (
    <article className="py-2 md:py-6" data-testid="policy-page" data-policy={snapshot.page}>
      <span className="tile-icon">
        <Icon name="book" size={24} />
      </span>
      <h1 className="mt-5 mb-2 text-2xl xs:text-3xl sm:text-4xl font-bold tracking-tight">{i18n.t(policy.title)}</h1>
      <p className="m-0 mb-8 text-sm text-slate-500">{i18n.t('policy.updated', { date })}</p>
      <div className="prose text-base sm:text-lg">
        {policy.paragraphs.map((key) => (
          <p key={key}>{i18n.t(key, params)}</p>
        ))}
        {policy.law && (
          <p className="rounded-2xl bg-slate-50 border border-slate-200 p-5" data-testid="policy-law">
            {i18n.t(edition.privacyLawKey)}
          </p>
        )}
      </div>
      <p className="mt-8 text-slate-600">
        <a className="link" href={edition.contacts.email.link}>
          {edition.contacts.email.text}
        </a>
      </p>
    </article>
  );
}
