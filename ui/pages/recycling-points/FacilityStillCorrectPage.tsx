import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import type { StillCorrectPageData } from '../../shared/facility/trust';

/**
 * /recycling-points/{id}/still-correct: the reminder mail's one-click link. Opening it only asks
 * (mail scanners open links too); the button confirms. Expired, used, foreign or forged links
 * say so, with the way to confirm from the profile instead.
 */
export default function FacilityStillCorrectPage({ data }: PageProps<StillCorrectPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  return (
    <section className="card p-6 sm:p-8 flex flex-col gap-4" data-testid="still-correct" data-state={data.state}>
      <h1 className="m-0 text-2xl font-bold">{t(`trust.stillCorrect.${data.state}.title`)}</h1>
      {data.facilityName && <p className="m-0 font-medium text-slate-800">{data.facilityName}</p>}
      <p className="m-0 text-slate-700">{t(`trust.stillCorrect.${data.state}.text`)}</p>
      {data.state === 'ask' && data.link && (
        <form
          method="post"
          action={path(`/recycling-points/${data.facilityId}/still-correct`)}
          className="flex flex-wrap gap-3"
        >
          {(['u', 'e', 'n', 's'] as const).map((k) => (
            <input key={k} type="hidden" name={k} value={data.link![k]} />
          ))}
          <button type="submit" className="btn btn-primary" data-testid="still-correct-confirm">
            {t('trust.stillCorrect.confirm')}
          </button>
          <a className="btn btn-secondary" href={path(`/profile/edit-recycling-point/${data.facilityId}`)}>
            {t('trust.stillCorrect.edit')}
          </a>
        </form>
      )}
      {data.state !== 'ask' && (
        <a className="link" href={path('/profile/recycling-points')}>
          {t('trust.stillCorrect.profile')}
        </a>
      )}
    </section>
  );
}
