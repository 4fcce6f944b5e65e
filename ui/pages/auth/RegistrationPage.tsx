import type { ComponentType } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { RegistrationForm, type RegistrationData } from '../../components/auth/RegistrationForm';
import { Modal } from '../../components/modal/Modal';
import { localizedPath } from '../../shared/locale-negotiation';
import HomePage from '../home/HomePage';

/** The home page as a page component (it may take loader data in future). */
const Home = HomePage as ComponentType<PageProps<unknown>>;

/**
 * /registration: the registration modal (max 1200px) over the home page. docs/product.md §2.1 replaces a
 * direct visit with a 404; we show the modal instead (docs/decisions/006-registration.md).
 */
export default function RegistrationPage({ data }: PageProps<{ home: unknown; form: RegistrationData } | null>) {
  const { snapshot, i18n } = useApp();
  return (
    <>
      <Home data={data?.home ?? null} />
      <Modal open title={i18n.t('auth.registration.title')} maxWidth={1200} testId="registration-modal"
        onClose={() => location.assign(localizedPath(snapshot.edition, snapshot.locale, '/'))}>
        <RegistrationForm data={data?.form ?? null} />
      </Modal>
    </>
  );
}
