import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { jsx, keepTestIds } from './jsx-runtime';

describe('the JSX runtime (docs/decisions/174-test-ids-only-in-development.md)', () => {
  afterEach(() => keepTestIds(false));

  it('drops data-testid by default and keeps every other prop', () => {
    const element = jsx('button', { 'data-testid': 'save', type: 'submit', children: 'Save' });
    expect(element.props).toEqual({ type: 'submit', children: 'Save' });
  });

  it('keeps data-testid once switched on', () => {
    keepTestIds(true);
    expect(jsx('button', { 'data-testid': 'save' }).props).toEqual({ 'data-testid': 'save' });
  });

  it('is what JSX in this repository compiles to', () => {
    expect(
      renderToStaticMarkup(
        <p data-testid="lead" className="m-0">
          Hi
        </p>,
      ),
    ).toBe('<p class="m-0">Hi</p>');
    keepTestIds(true);
    expect(renderToStaticMarkup(<p data-testid="lead">Hi</p>)).toBe('<p data-testid="lead">Hi</p>');
  });
});
