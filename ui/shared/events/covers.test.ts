import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from './model';
import { COVER_WIDTHS, coverPicture, illustrationFor } from './covers';

const PUBLIC = path.resolve(__dirname, '../../public');

describe('event covers', () => {
  it('every category has its illustrations at every srcset width, as committed files', () => {
    for (const category of EVENT_CATEGORIES) {
      for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const picture = illustrationFor(id, category);
        expect(picture.src).toMatch(new RegExp(`^/covers/${category}-[123]-960\\.webp$`));
        const files = picture.srcSet!.split(',').map((entry) => entry.split(' ')[0]!);
        expect(files).toHaveLength(COVER_WIDTHS.length);
        for (const file of files) expect(fs.existsSync(path.join(PUBLIC, file)), file).toBe(true);
      }
    }
  });

  it('an event keeps its picture; neighbouring events differ; uploaded covers win', () => {
    expect(illustrationFor('event-1', 'cleanup')).toEqual(illustrationFor('event-1', 'cleanup'));
    const variants = new Set(
      ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'].map((id) => illustrationFor(id, 'cleanup').src),
    );
    expect(variants.size).toBeGreaterThan(1);
    expect(illustrationFor('x', null).src).toMatch(/^\/covers\/other-/);
    expect(coverPicture({ id: 'x', category: 'cleanup', coverUrl: '/media/covers/x.webp' })).toEqual({
      src: '/media/covers/x.webp',
    });
  });
});
