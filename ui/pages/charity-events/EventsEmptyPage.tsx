import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { localizedPath } from '../../shared/locale-negotiation';

/** /charity-events/no-charity-events: nothing is published right now. */
export default function EventsEmptyPage() {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  return (
    <section
      className="mx-auto max-w-2xl py-10 text-center flex flex-col items-center gap-4"
      data-testid="events-empty"
    >
      <span className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-primary-light text-primary-dark">
        <Icon name="heart" size={40} />
      </span>
      <h1 className="m-0 text-3xl font-bold">{t('events.empty.title')}</h1>
      <p className="m-0 text-slate-600 text-lg">{t('events.empty.text')}</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <a className="btn btn-primary" href={path('/charity-events-manual/')}>
          {t('events.empty.organise')}
        </a>
        <a className="btn btn-secondary" href={path('/')}>
          {t('events.empty.home')}
        </a>
      </div>
    </section>
  );
}
