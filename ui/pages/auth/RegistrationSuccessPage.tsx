import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/** /registration-success (docs/product.md §2.1, §8): the regular or the corporate text. Max width 1200. */
export default function RegistrationSuccessPage({ data }: PageProps<{ type: 'regular' | 'corporate' } | null>) {
  const { snapshot, i18n } = useApp();
  const corporate = data?.type === 'corporate';
  return (
    <section
      className="py-10 max-w-3xl"
      data-testid="registration-success"
      data-type={corporate ? 'corporate' : 'regular'}
    >
      <h1 className="m-0 text-3xl font-bold">{i18n.t('auth.registration.successTitle')}</h1>
      <p className="mt-5 mb-8 text-lg text-slate-700" data-testid="registration-success-text">
        {i18n.t(corporate ? 'auth.registration.corporateSuccess' : 'auth.registration.regularSuccess')}
      </p>
      <a className="btn btn-primary" href={localizedPath(snapshot.edition, snapshot.locale, '/')}>
        {i18n.t('auth.registration.toHome')}
      </a>
    </section>
  );
}
