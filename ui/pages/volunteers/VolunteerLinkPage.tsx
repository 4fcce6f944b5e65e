import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

interface Data {
  state:
    | 'confirmed'
    | 'cancel-ask'
    | 'cancelled'
    | 'unsubscribe-ask'
    | 'unsubscribed'
    | 'invalid'
    | 'used'
    | 'not-held';
  eventId: string | null;
  title: string;
  kind: string | null;
  /** Only for the two questions: posted back by the button. */
  token: string;
}

/** /volunteer-link: what a signed link from volunteer mail did, or the one question it asks first. */
export default function VolunteerLinkPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  const params = { title: data.title, kind: data.kind ? t(`volunteers.kinds.${data.kind}`) : '' };
  const ask = data.state === 'cancel-ask' || data.state === 'unsubscribe-ask';
  return (
    <article
      className="mx-auto w-full card p-6 sm:p-10"
      style={{ maxWidth: 640 }}
      data-testid="volunteer-link"
      data-state={data.state}
    >
      <h1 className="m-0 text-2xl font-semibold text-slate-900">{t(`volunteers.link.${data.state}.title`, params)}</h1>
      <p className="mt-3 mb-0 text-slate-600">{t(`volunteers.link.${data.state}.text`, params)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {ask && (
          <form method="post" action={path('/volunteer-link')}>
            <input type="hidden" name="token" value={data.token} />
            <button type="submit" className="btn btn-primary" data-testid="volunteer-link-confirm">
              {t(`volunteers.link.${data.state}.button`)}
            </button>
          </form>
        )}
        {data.eventId && (
          <a className="btn btn-secondary" href={path(`/charity-event/${data.eventId}`)}>
            {t('volunteers.link.toEvent')}
          </a>
        )}
        {(data.state === 'unsubscribed' || data.state === 'unsubscribe-ask') && (
          <a className="btn btn-secondary" href={path('/profile/my-charity-events')}>
            {t('volunteers.link.preferences')}
          </a>
        )}
      </div>
    </article>
  );
}
