import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES } from '../components/common/Icon';
import { MATERIAL_ICON_FILES } from '../shared/finder/display';
// @ts-expect-error plain ESM config read by scripts/build.mjs
import unoConfig from './uno.config.mjs';

/**
 * Classes the components build at run time, which the sheet must hold although no source file
 * spells them out: an icon size without its `ic<n>` rule would draw at SVG's default 300×150, a
 * material without its `mi-*` rule would lose its picture.
 */
describe('classes built at run time exist in the sheet', () => {
  it('every icon size the Icon component turns into a class is in the safelist', () => {
    const safelist = new Set<string>(unoConfig.safelist);
    for (const size of ICON_SIZES) expect(safelist.has(`ic${size}`), `ic${size}`).toBe(true);
  });

  it('every material icon file has its mi-* rule in base.css, and the file exists', () => {
    const css = fs.readFileSync(path.join(__dirname, 'base.css'), 'utf8');
    for (const file of MATERIAL_ICON_FILES) {
      expect(css).toContain(`.mi-${file}::before { background-image: url(/icons/facility/${file}.svg); }`);
      expect(fs.existsSync(path.join(__dirname, '../public/icons/facility', `${file}.svg`)), file).toBe(true);
    }
  });
});
