import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import type { GuardianConsentData } from '../../shared/volunteer-record';

/**
 * /guardian-consent?token=: the link mailed to a minor's parent or guardian (ADR 226). The page
 * asks first; its button posts the consent (a GET never consents). Works without JavaScript.
 */
export default function GuardianConsentPage({ data }: PageProps<GuardianConsentData>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  return (
    <article className="card p-6 sm:p-10 flex flex-col gap-4" data-testid="guardian-consent" data-state={data.state}>
      <h1 className="m-0 text-2xl font-semibold">{t(`record.guardian.${data.state}.title`)}</h1>
      <p className="m-0 text-slate-700">
        {t(`record.guardian.${data.state}.text`, {
          name: data.state === 'ask' ? data.name : '',
          brand: snapshot.edition.brand,
          age: snapshot.edition.adultAge,
        })}
      </p>
      {data.state === 'ask' && (
        <form method="post" action={localizedPath(snapshot.edition, snapshot.locale, '/guardian-consent')}>
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" className="btn btn-primary" data-testid="guardian-consent-confirm">
            {t('record.guardian.ask.button')}
          </button>
        </form>
      )}
    </article>
  );
}
