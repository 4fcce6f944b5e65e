import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { LoginPanel } from '../../components/auth/LoginPanel';
import type { LoginPanelData } from '../../components/auth/login-types';
import { Modal } from '../../components/modal/Modal';
import { localizedPath } from '../../shared/locale-negotiation';

/** /login (docs/product.md §2.1, §2.4): the permanent login modal titled authorization. */
export default function LoginPage({ data }: PageProps<LoginPanelData | null>) {
  const { snapshot, i18n } = useApp();
  return (
    <div className="min-h-[50vh]" data-testid="login-page">
      <Modal open permanent title={i18n.t('auth.login.title')} onClose={() => undefined} testId="login-modal">
        <LoginPanel
          data={data}
          onSignedIn={() => location.assign(localizedPath(snapshot.edition, snapshot.locale, '/profile/'))}
        />
      </Modal>
    </div>
  );
}
