import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useT } from '../../app/context';
import { useScrollSpy } from './use-scroll-spy';

export interface ManualSection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A manual: title, intro, and anchored sections with a table of contents. The contents sit in
 * the side column from the page's sideFrom width (1024 on manuals) and above the text below it.
 */
export function ManualArticle({
  title,
  intro,
  sections,
  testId,
}: {
  title: string;
  intro: string;
  sections: readonly ManualSection[];
  testId: string;
}) {
  const t = useT();
  // Keyed by the ids themselves: the sections array is rebuilt on every render.
  const idList = sections.map((s) => s.id).join(' ');
  const ids = useMemo(() => idList.split(' '), [idList]);
  const active = useScrollSpy(ids);
  // Both copies are in the document (CSS shows one per width), so each landmark needs its own
  // name: axe's landmark-unique rule, and a screen reader's landmark list, tell them apart by it.
  const toc = (where: 'side' | 'inline') => (
    <nav
      aria-label={t(where === 'side' ? 'layout.tableOfContentsSide' : 'layout.tableOfContents')}
      className="toc"
      data-testid={`toc-${where}`}
    >
      <p className="m-0 mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500">
        {t('layout.tableOfContents')}
      </p>
      <ol className="list-none m-0 p-0 flex flex-col gap-1">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              aria-current={active === s.id ? 'location' : undefined}
              className={`toc-link ${active === s.id ? 'toc-link--active' : ''}`}
            >
              <span className="toc-link__n">{i + 1}</span>
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
  return (
    <div className="with-side" data-testid={testId}>
      <aside className="side-content">
        <div className="sticky" style={{ top: 'calc(var(--header-height) + 24px)' }}>
          {toc('side')}
        </div>
      </aside>
      <article className="min-w-0 max-w-3xl">
        <h1 className="m-0 text-xl xs:text-3xl sm:text-4xl font-bold tracking-tight leading-tight">{title}</h1>
        <p className="mt-4 mb-8 text-lg text-slate-600 leading-relaxed">{intro}</p>
        <div className="toc-inline mb-10 rounded-2xl bg-slate-50 border border-slate-200 p-5">{toc('inline')}</div>
        {sections.map((s) => (
          <section
            key={s.id}
            id={s.id}
            className="anchor-section pt-2 pb-8 mb-8 border-b border-slate-100 last:border-b-0"
            aria-labelledby={`${s.id}-title`}
          >
            <h2 id={`${s.id}-title`} className="m-0 mb-5 text-2xl font-semibold tracking-tight">
              {s.title}
            </h2>
            <div className="prose">{s.content}</div>
          </section>
        ))}
      </article>
    </div>
  );
}
