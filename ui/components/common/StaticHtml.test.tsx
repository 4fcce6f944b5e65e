import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { AppContext } from '../../app/context';
import { provideStaticRenderer, StaticHtml } from './StaticHtml';
import type { Snapshot } from '../../shared/snapshot';
import { createTranslator } from '../../shared/i18n';
import { renderStatic } from '../../../worker/render/static-html';

describe('StaticHtml with the worker\u2019s renderer (ADR 187)', () => {
  // Unit files share one module graph: other tests render parts in place, as without a worker.
  afterAll(() => provideStaticRenderer(null));

  it('renders a part once per key and isolate, then serves the same HTML', () => {
    provideStaticRenderer(renderStatic);
    let renders = 0;
    // biome-ignore lint/correctness/noComponentHookFactories: the test's part counts its own renders
    function Part({ label }: { label: string }) {
      renders++;
      return <a href="/x">{label}</a>;
    }
    const page = (label: string, key: string) =>
      renderToStaticMarkup(
        <AppContext.Provider value={{ snapshot: { locale: 'ru-RU' } as Snapshot, i18n: createTranslator('ru-RU', {}) }}>
          <StaticHtml cacheKey={key}>
            <Part label={label} />
          </StaticHtml>
        </AppContext.Provider>,
      );
    const key = `test-part|${crypto.randomUUID()}`;
    expect(page('Первый', key)).toBe('<div class="contents" data-server-html=""><a href="/x">Первый</a></div>');
    // The same key: the first HTML, without rendering the part again (the key must name all it reads).
    expect(page('Второй', key)).toBe('<div class="contents" data-server-html=""><a href="/x">Первый</a></div>');
    expect(renders).toBe(1);
    expect(page('Третий', `${key}-other`)).toContain('Третий');
    expect(renders).toBe(2);
  });
});
