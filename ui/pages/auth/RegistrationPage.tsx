import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { RegistrationForm, type RegistrationData } from '../../components/auth/RegistrationForm';
import { ServerHtml } from '../../components/common/ServerHtml';
import { Modal } from '../../components/modal/Modal';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * /registration: the registration modal (max 1200px) over the home page. docs/product.md §2.1 replaces a
 * direct visit with a 404; we show the modal instead (docs/decisions/006-registration.md). The home
 * page under it is the server's HTML, kept by the browser without its code (docs/decisions/164):
 * closing the dialog goes to the real home page.
 */
export default function RegistrationPage({ data, serverPart }: PageProps<{ form: RegistrationData } | null>) {
  const { snapshot, i18n } = useApp();
  return (
    <>
      <ServerHtml>{serverPart}</ServerHtml>
      <Modal
        open
        title={i18n.t('auth.registration.title')}
        maxWidth={1200}
        testId="registration-modal"
        onClose={() => location.assign(localizedPath(snapshot.edition, snapshot.locale, '/'))}
      >
        <RegistrationForm data={data?.form ?? null} />
      </Modal>
    </>
  );
}
