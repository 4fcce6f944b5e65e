import type { SVGProps } from 'react';
import { useApp } from '../../app/context';
import type { IconName } from './icon-sprite';

export type { IconName } from './icon-sprite';

/**
 * One drawing of the build's SVG sprite (icon-sprite.ts; its hashed URL comes with the page's
 * assets in the snapshot). `<use>` of an external same-origin file keeps the paths out of the
 * document; the drawings paint with currentColor, so they still follow the text colour.
 * Decorative by default: the control around them carries the label. No `focusable="false"`: only
 * IE and old Edge put SVGs in the tab order, and on 40 icons a page the attribute cost 0.7 KB.
 */
export function SpriteIcon({ id, size = 20, ...rest }: { id: string; size?: number } & SVGProps<SVGSVGElement>) {
  const { snapshot } = useApp();
  return (
    <svg width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`${snapshot.assets.sprite}#${id}`} />
    </svg>
  );
}

/** Interface icons (24×24, stroke = currentColor). */
export function Icon({ name, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <SpriteIcon id={name} {...rest} />;
}
