import { useApp } from '../../app/context';
import { materialIconClass } from '../../shared/finder/display';
import type { GuideItemView } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

/** An item's answer: which materials (so which points), how to prepare it, what never to do. */
export function GuideItemCard({
  item,
  heading = 'h2',
  link = false,
}: {
  item: GuideItemView;
  heading?: 'h1' | 'h2';
  link?: boolean;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const H = heading;
  const href = localizedPath(snapshot.edition, snapshot.locale, `/what-goes-where/${item.slug}`);
  return (
    <article className="card p-5 sm:p-6 flex flex-col gap-4" data-testid="guide-item-card" data-slug={item.slug}>
      <header className="flex flex-col gap-1">
        <p className="m-0 text-sm text-slate-500">{t(`guide.category.${item.category}`)}</p>
        <H className="m-0 text-2xl sm:text-3xl font-bold text-slate-900">
          {link ? (
            <a className="link" href={href}>
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </H>
        {item.synonyms.length > 0 && (
          <p className="m-0 text-sm text-slate-600">
            {t('guide.item.synonyms')}: {item.synonyms.slice(0, 6).join(', ')}
          </p>
        )}
      </header>
      {item.hazard && (
        <p
          className="m-0 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900"
          role="note"
          data-testid="guide-item-hazard"
        >
          <strong>{t('guide.item.hazard')}</strong> {item.hazard}
        </p>
      )}
      {item.materials.length > 0 ? (
        <section className="flex flex-col gap-2" aria-label={t('guide.item.materials')}>
          <h3 className="m-0 text-lg font-semibold">{t('guide.item.materials')}</h3>
          <ul className="list-none m-0 p-0 flex flex-wrap gap-2" data-testid="guide-item-materials">
            {item.materials.map((m) => (
              <li key={m.slug} className={`finder-chip ${materialIconClass(m.slug)}`} data-material={m.slug}>
                <span>{m.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.answer && (
        <section className="flex flex-col gap-1" data-testid="guide-item-answer">
          <h3 className="m-0 text-lg font-semibold">{t('guide.item.noFacility')}</h3>
          <p className="m-0 text-slate-700">{item.answer}</p>
        </section>
      )}
      {item.tip && (
        <section className="flex flex-col gap-1" data-testid="guide-item-tip">
          <h3 className="m-0 text-lg font-semibold">{t('guide.item.tip')}</h3>
          <p className="m-0 text-slate-700">{item.tip}</p>
        </section>
      )}
    </article>
  );
}
