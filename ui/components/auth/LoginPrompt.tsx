import { use, useMemo } from 'react';
import { AppContext, useApp } from '../../app/context';
import { createTranslator, mergeMessages, type Messages } from '../../shared/i18n';
import { localizedPath } from '../../shared/locale-negotiation';
import { fetchCatalogue, messagesUrl, type Snapshot } from '../../shared/snapshot';
import type { PromptReason } from '../../stores/session';
import { Modal } from '../modal/Modal';
import { LoginPanel } from './LoginPanel';

/** The prompt's own texts: pages other than login and registration do not load the `auth` namespace. */
const AUTH_NAMESPACE = 'auth';
const loaded = new Map<string, Promise<Messages | null>>();

function authTexts(snapshot: Snapshot): Promise<Messages | null> {
  const url = messagesUrl({ ...snapshot, namespaces: [AUTH_NAMESPACE] });
  let texts = loaded.get(url);
  if (!texts) {
    texts = fetchCatalogue(url).then((catalogue) => catalogue?.messages ?? null);
    loaded.set(url, texts);
  }
  return texts;
}

const NO_TEXTS: Promise<Messages | null> = Promise.resolve(null);

/**
 * The login prompt of SessionHost (its own chunk, with the login form). It suspends until the
 * `auth` texts are here (one request per build and locale, cached for good, ADR 114), then renders
 * with a translator that has them, so no raw keys show on any page.
 */
export function LoginPrompt({
  reason,
  onClose,
  onSignedIn,
}: {
  reason: PromptReason;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const app = useApp();
  const { snapshot } = app;
  const has = snapshot.namespaces.includes(AUTH_NAMESPACE);
  const extra = use(has ? NO_TEXTS : authTexts(snapshot));
  const value = useMemo(
    () => (extra ? { ...app, i18n: createTranslator(snapshot.locale, mergeMessages(snapshot.messages, extra)) } : app),
    [app, extra, snapshot.locale, snapshot.messages],
  );
  if (!has && !extra) {
    // The texts could not be had (offline): the login page still works.
    const login = `${localizedPath(snapshot.edition, snapshot.locale, '/login')}?next=${encodeURIComponent(snapshot.url)}`;
    return (
      <Modal open title={app.i18n.t('layout.signIn')} testId="login-prompt" onClose={onClose}>
        <a className="btn btn-primary" href={login}>
          {app.i18n.t('layout.signIn')}
        </a>
      </Modal>
    );
  }
  const { t } = value.i18n;
  return (
    <AppContext.Provider value={value}>
      <Modal open title={t('auth.login.title')} testId="login-prompt" onClose={onClose}>
        {reason === 'expired' && (
          <p className="mt-0 mb-4 p-3 rounded-xl bg-amber-50 text-slate-800" data-testid="session-expired-text">
            {t('auth.session.expired')}
          </p>
        )}
        <LoginPanel data={reason === 'restore' ? { state: 'restore-password' } : null} onSignedIn={onSignedIn} />
      </Modal>
    </AppContext.Provider>
  );
}
