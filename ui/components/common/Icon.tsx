import type { SVGProps } from 'react';
import { useApp } from '../../app/context';
import type { IconName } from './icon-sprite';

export type { IconName } from './icon-sprite';

/** Icon sizes with an `ic<size>` class in the sheet (uno.config.mjs `rules`); others keep width and height. */
export const ICON_SIZES: ReadonlySet<number> = new Set([
  14, 16, 17, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 40, 48, 56,
]);

/** The sheet's class for a square of `size` px (`ic18`), or null when it has none. */
export const iconSizeClass = (size: number): string | null => (ICON_SIZES.has(size) ? `ic${size}` : null);

/**
 * One drawing of the build's SVG sprite (icon-sprite.ts; its hashed URL comes with the page's
 * assets in the snapshot). `<use>` of an external same-origin file keeps the paths out of the
 * document; the drawings paint with currentColor, so they still follow the text colour.
 * Decorative by default: the control around them carries the label. No `focusable="false"`: only
 * IE and old Edge put SVGs in the tab order, and on 40 icons a page the attribute cost 0.7 KB.
 */
export function SpriteIcon({
  id,
  size = 20,
  className,
  ...rest
}: { id: string; size?: number } & SVGProps<SVGSVGElement>) {
  const { snapshot } = useApp();
  // A size the sheet has a class for (`ic18`, uno.config.mjs) costs 11 bytes, not the 23 of width
  // and height; the sheet loads before first paint, so the icon never shows at SVG's default size.
  const square = iconSizeClass(size);
  const sized = square
    ? { className: className ? `${square} ${className}` : square }
    : { width: size, height: size, className };
  return (
    <svg {...sized} aria-hidden="true" {...rest}>
      <use href={`${snapshot.assets.sprite}#${id}`} />
    </svg>
  );
}

/** Interface icons (24×24, stroke = currentColor). */
export function Icon({ name, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <SpriteIcon id={name} {...rest} />;
}
