import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { SubscriptionForm } from '../../components/forms/SubscriptionForm';
import type { SubscriptionPageData } from '../../shared/forms/form-page-data';

/** Subscription results: requested (check your inbox), confirmed, unsubscribe question and result. */
export default function SubscriptionPage({ data }: PageProps<SubscriptionPageData | null>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const state = data?.state ?? 'confirm-invalid';
  const home = localizedPath(snapshot.edition, snapshot.locale, '/');
  const brand = { brand: snapshot.edition.brand };

  return (
    <article
      className="mx-auto w-full card p-6 sm:p-10"
      style={{ maxWidth: 640 }}
      data-testid="subscription-page"
      data-state={state}
    >
      <h1 className="m-0 text-2xl font-semibold text-slate-900">{t(`forms.subscription.${state}.title`, brand)}</h1>
      <p className="mt-3 mb-0 text-slate-600">
        {t(`forms.subscription.${state}.text`, { ...brand, email: data?.email ?? '' })}
      </p>
      {state === 'invalid' && (
        // The footer's form again, with the server's errors on its field (same schema, same messages).
        <div className="mt-6">
          <SubscriptionForm defaultEmail={data?.email} serverErrors={data?.errors} testId="subscription-page-form" />
        </div>
      )}
      {state === 'unsubscribe-ask' ? (
        <form
          method="post"
          action={localizedPath(snapshot.edition, snapshot.locale, '/subscriptions/unsubscribe')}
          className="mt-6 flex gap-3"
        >
          <input type="hidden" name="id" value={data?.id ?? ''} />
          <input type="hidden" name="token" value={data?.token ?? ''} />
          <button type="submit" className="btn btn-primary" data-testid="unsubscribe-confirm">
            {t('forms.subscription.unsubscribeButton')}
          </button>
          <a className="btn btn-secondary" href={home}>
            {t('errors.backHome')}
          </a>
        </form>
      ) : (
        <p className="mt-6 mb-0">
          <a className="btn btn-secondary" href={home}>
            {t('errors.backHome')}
          </a>
        </p>
      )}
    </article>
  );
}
