import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { GuideSearchBox } from '../../components/guide/GuideSearchBox';
import type { GuideBrowsePageData } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * /what-goes-where (ADR 214): the search box, the categories and the letters of the page's
 * language (each with its count; a letter with no item is not a link), and one page of the items
 * of the chosen category and/or letter. Plain links: works without JavaScript.
 */
export default function WhatGoesWherePage({ data }: PageProps<GuideBrowsePageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const base = localizedPath(snapshot.edition, snapshot.locale, '/what-goes-where');
  const href = (slug: string) => `${base}/${slug}`;
  // Query-only links (the page's own path), letters unescaped: 44 letters and 11 categories on every
  // page, each byte counts against the HTML budget.
  const browse = (category: string | null, letter: string | null, page = 1) => {
    const q: string[] = [];
    if (category) q.push(`category=${category}`);
    if (letter) q.push(`letter=${letter === '#' ? '%23' : letter}`);
    if (page > 1) q.push(`page=${page}`);
    return q.length ? `?${q.join('&')}` : base;
  };
  const categoryName = (id: string) => t(`guide.category.${id}`);
  const letterName = (l: string) => (l === '#' ? t('guide.browse.otherLetter') : l);
  const chosen = data.category !== null || data.letter !== null;
  const title =
    data.category && data.letter
      ? t('guide.browse.categoryLetter', { category: categoryName(data.category), letter: letterName(data.letter) })
      : data.category
        ? categoryName(data.category)
        : data.letter
          ? t('guide.browse.letterTitle', { letter: letterName(data.letter) })
          : '';
  return (
    <div className="flex flex-col gap-6" data-testid="guide-browse">
      <header className="flex flex-col gap-2">
        <h1 className="section-title">{t('guide.title')}</h1>
        <p className="m-0 text-slate-600 max-w-3xl">{t('guide.lead')}</p>
      </header>
      <GuideSearchBox />
      <nav aria-labelledby="guide-cats-title" data-testid="guide-categories">
        <h2 id="guide-cats-title" className="m-0 mb-2 text-base font-semibold">
          {t('guide.browse.categories')}
        </h2>
        <ul className="guide-chips">
          {data.category && (
            <li>
              <a href={browse(null, data.letter)}>{t('guide.browse.allCategories')}</a>
            </li>
          )}
          {data.categories.map(([id, count]) => (
            <li key={id}>
              <a href={browse(id, data.letter)} aria-current={id === data.category ? 'page' : undefined}>
                {categoryName(id)} <small>{count}</small>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="guide-letters-title" data-testid="guide-letters">
        <h2 id="guide-letters-title" className="m-0 mb-2 text-base font-semibold">
          {t('guide.browse.letters')}
        </h2>
        <ul className="guide-chips">
          {data.letter && (
            <li>
              <a href={browse(data.category, null)}>{t('guide.browse.allLetters')}</a>
            </li>
          )}
          {data.letters.map(([letter, count]) => (
            <li key={letter}>
              {count > 0 ? (
                <a
                  href={browse(data.category, letter)}
                  aria-current={letter === data.letter ? 'page' : undefined}
                  aria-label={letter === '#' ? t('guide.browse.otherLetter') : undefined}
                >
                  {letter}
                </a>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {chosen ? (
        <section aria-labelledby="guide-list-title" data-testid="guide-list">
          <h2 id="guide-list-title" className="m-0 mb-3 text-xl font-semibold">
            {title}
          </h2>
          {data.items.length === 0 ? (
            <p className="m-0 text-slate-600" data-testid="guide-list-empty">
              {t('guide.browse.empty')}
            </p>
          ) : (
            <ul className="guide-items">
              {data.items.map(([slug, name, hazardous]) => (
                <li key={slug}>
                  <a href={href(slug)}>{name}</a>
                  {hazardous === 1 && <small>{t('guide.browse.hazardous')}</small>}
                </li>
              ))}
            </ul>
          )}
          {data.pages > 1 && (
            <nav
              aria-label={t('guide.browse.pages')}
              className="mt-4 flex items-center gap-3"
              data-testid="guide-pager"
            >
              {data.page > 1 && (
                <a
                  className="btn btn-sm btn-secondary"
                  rel="prev"
                  href={browse(data.category, data.letter, data.page - 1)}
                >
                  {t('guide.browse.prev')}
                </a>
              )}
              <span>{t('guide.browse.pageOf', { page: String(data.page), pages: String(data.pages) })}</span>
              {data.page < data.pages && (
                <a
                  className="btn btn-sm btn-secondary"
                  rel="next"
                  href={browse(data.category, data.letter, data.page + 1)}
                >
                  {t('guide.browse.next')}
                </a>
              )}
            </nav>
          )}
        </section>
      ) : (
        <p className="m-0 text-slate-600" data-testid="guide-pick">
          {t('guide.browse.pick')}
        </p>
      )}
    </div>
  );
}
