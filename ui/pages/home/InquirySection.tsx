import { useApp } from '../../app/context';
import { Icon, type IconName } from '../../components/common/Icon';
import { InquiryButton } from '../../components/forms/FormLinks';
import type { InquiryType } from '../../shared/schemas/inquiry';

/** docs/product.md §3.6 inquiry types, one per audience. */
const INQUIRIES: readonly { type: string; key: string; icon: IconName }[] = [
  { type: 'recycling-companies', key: 'Recycling', icon: 'recycle' },
  { type: 'small-and-medium-sized-business', key: 'Business', icon: 'store' },
  { type: 'government', key: 'Government', icon: 'landmark' },
];

/**
 * Inquiry entry points for the three audiences. The inquiry modal arrives with the forms issue;
 * until then each entry writes to support by e-mail, and carries data-inquiry-type for the modal.
 */
export function InquirySection() {
  const { snapshot, i18n } = useApp();
  const { edition } = snapshot;
  const t = (key: string) => i18n.t(key, { brand: edition.brand });
  return (
    <section aria-labelledby="inquiry-title" data-testid="home-inquiries">
      <h2 id="inquiry-title" className="section-title">
        {t('home.inquiryTitle')}
      </h2>
      <p className="mt-3 mb-0 text-slate-600 max-w-2xl leading-relaxed">{t('home.inquiryText')}</p>
      <ul className="tile-grid">
        {INQUIRIES.map((inquiry) => {
          const title = t(`home.inquiry${inquiry.key}Title`);
          return (
            <li key={inquiry.type} className="card tile flex flex-col">
              <span className="tile-icon-dark">
                <Icon name={inquiry.icon} size={24} />
              </span>
              <h3 className="tile-title text-lg">{title}</h3>
              <p className="tile-text">{t(`home.inquiry${inquiry.key}Text`)}</p>
              <InquiryButton type={inquiry.type as InquiryType} className="btn btn-secondary self-start">
                {t('home.inquiryButton')}
                <Icon name="arrowRight" size={18} />
              </InquiryButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
