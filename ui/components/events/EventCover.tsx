import { useState } from 'react';
import { coverPicture } from '../../shared/events/covers';
import { EVENT_FALLBACK_IMAGE } from '../../shared/events/model';

/** `sizes` of the two layouts: cards in a 1–3 column grid, the event page's main column. */
const CARD_SIZES = '(min-width:1080px) 33vw,(min-width:721px) 50vw,100vw';
export const PAGE_SIZES = '(min-width: 1200px) 780px, (min-width: 1080px) 66vw, 100vw';

/**
 * The event's cover: the uploaded picture, else its category's illustration (srcset/sizes); the
 * docs/product.md §8 fallback picture when either fails to load. Its box is sized before it loads by
 * the `cover` class (full width, aspect-ratio 16:9), so nothing shifts and no width/height
 * attributes repeat on every card.
 * `src` alone (the editor's preview) shows that picture or the fallback.
 */
export function EventCover({
  src,
  event,
  sizes = CARD_SIZES,
  className = '',
  eager = false,
  inCard = false,
}: {
  src?: string | null;
  event?: { id: string; category: string | null; coverUrl: string | null };
  sizes?: string;
  className?: string;
  eager?: boolean;
  /** The picture of a list card: styled by the `ev-card` shortcut (`.ev-card > img`), no class repeated on every card. */
  inCard?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const picture = event ? coverPicture(event) : { src: src ?? null, srcSet: undefined };
  const failed = broken || !picture.src;
  return (
    <img
      src={failed ? EVENT_FALLBACK_IMAGE : picture.src!}
      srcSet={failed ? undefined : picture.srcSet}
      sizes={!failed && picture.srcSet ? sizes : undefined}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      // Only an eager picture needs the hint: a lazy one is decoded off the critical path anyway.
      decoding={eager ? 'async' : undefined}
      onError={() => setBroken(true)}
      data-testid="event-cover"
      className={inCard ? undefined : className ? `cover ${className}` : 'cover'}
    />
  );
}
