import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/** /charity-event-deleted/{name}: where links to a deleted event land. */
export default function EventDeletedPage({ data }: PageProps<{ name: string }>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  let name = data.name;
  try {
    name = decodeURIComponent(data.name);
  } catch {
    // keep it as it came
  }
  const title = name.replace(/-+/g, ' ').trim();
  return (
    <section className="py-12 text-center flex flex-col items-center gap-4" data-testid="event-deleted">
      <p className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('events.deleted.kicker')}</p>
      <h1 className="m-0 text-3xl font-bold">{t('events.deleted.title', { name: title })}</h1>
      <p className="m-0 max-w-xl text-slate-600">{t('events.deleted.text')}</p>
      <a className="btn btn-primary" href={localizedPath(snapshot.edition, snapshot.locale, '/charity-events')}>
        {t('events.deleted.browse')}
      </a>
    </section>
  );
}
