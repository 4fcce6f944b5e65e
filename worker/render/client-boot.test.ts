import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_KEY } from '../../ui/client/early-input-key';
import { clientManifest } from './assets';
import { clientBoot } from './client-boot';

/** Runs a bootstrap script against a stand-in document: what it asks the browser for, and what it records. */
function run(script: string) {
  const preloads: string[] = [];
  const tasks: (() => void)[] = [];
  let entry: string | null = null;
  let onInput: ((event: { target: unknown }) => void) | null = null;
  const document = {
    currentScript: { nonce: 'n' },
    addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) => {
      if (type === 'input' && capture) onInput = listener;
    },
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (link: Record<string, string>) => {
        if (link.rel === 'modulepreload' && link.nonce === 'n') preloads.push(link.href!);
      },
    },
    body: {
      appendChild: (tag: Record<string, string>) => {
        if (tag.type === 'module' && tag.nonce === 'n') entry = tag.src ?? null;
      },
    },
  };
  const window: Record<string, unknown> = {};
  const later = (fn: () => void) => {
    tasks.push(fn);
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(document, window, later, later);
  let ran = 0;
  const afterPaint = () => {
    while (tasks.length) {
      tasks.shift()!();
      ran += 1;
    }
    return ran;
  };
  return { preloads, entry: () => entry, afterPaint, input: (target: unknown) => onInput?.({ target }), window };
}

describe('the bootstrap script', () => {
  it('asks for every chunk of the page and then the entry, a few links per task, only after the first paint', () => {
    const page = clientManifest.pages.home!;
    const boot = run(clientBoot(page));
    expect(boot.preloads).toEqual([]);
    expect(boot.entry()).toBeNull();
    const tasks = boot.afterPaint();
    expect(boot.preloads).toEqual([...clientManifest.afterPaint, ...page]);
    expect(boot.preloads).toContain(clientManifest.modules.home);
    expect(boot.entry()).toBe(clientManifest.entry);
    expect(tasks).toBeGreaterThan(2);
  });

  it('lists chunks outside /assets/ as they are', () => {
    const boot = run(clientBoot(['https://cdn.example/x.mjs']));
    boot.afterPaint();
    expect(boot.preloads.at(-1)).toBe('https://cdn.example/x.mjs');
  });

  it('records the fields that fire input before hydration, and nothing once the list is taken', () => {
    const boot = run(clientBoot(clientManifest.pages.home!));
    boot.input('name field');
    boot.input('city select');
    expect(boot.window[EARLY_INPUT_KEY]).toEqual(['name field', 'city select']);
    boot.window[EARLY_INPUT_KEY] = null; // adoptEarlyInput took it
    boot.input('later field');
    expect(boot.window[EARLY_INPUT_KEY]).toBeNull();
  });
});
