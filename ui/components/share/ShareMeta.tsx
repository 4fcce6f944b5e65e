import type { Translator } from '../../shared/i18n';
import { cutText, defaultShareImage, queryModal, shareLink, type SharePayload } from '../../shared/share';
import type { Snapshot } from '../../shared/snapshot';

/** A page may pass its own share payload as `data.share` (e.g. an event page). */
function pageShare(data: unknown): SharePayload | null {
  const share = (data as { share?: unknown } | null)?.share;
  return typeof share === 'object' && share !== null ? (share as SharePayload) : null;
}

/**
 * <title> and the share meta of every page (docs/product.md §2.2, §9): Open Graph tags and X's card kind, the
 * description cut at 200 characters, the edition's 1200×600 PNG. `?modal=question|write-to-us`
 * switches title, description and image to the form's (rendered by the server, which sees the
 * query; the client renders the same from the snapshot). It sits in <head>, outside the app
 * context provider, so it takes the snapshot and translator as props.
 */
export function ShareMeta({ pageTitle, snapshot, i18n }: { pageTitle: string; snapshot: Snapshot; i18n: Translator }) {
  const { edition, locale } = snapshot;
  const modal = queryModal(snapshot.url.includes('?') ? snapshot.url.slice(snapshot.url.indexOf('?')) : '');
  // A page's own card: its data.share, else the one the worker derived for it.
  const own = pageShare(snapshot.data) ?? snapshot.seo?.share ?? null;
  const brand = { brand: edition.brand };
  const modalKey = modal === 'question' ? 'question' : modal === 'write-to-us' ? 'writeToUs' : null;

  const title = modalKey ? i18n.t(`share.${modalKey}.title`, brand) : (own?.title ?? pageTitle);
  const description = cutText(
    modalKey ? i18n.t(`share.${modalKey}.text`, brand) : (own?.text ?? i18n.t('share.defaultText', brand)),
  );
  const image = modal
    ? { ...defaultShareImage(edition), url: `${edition.siteUrl}/share/${modal}.png` }
    : defaultShareImage(edition);
  const imageUrl = own?.imageUrl ?? image.url;
  const url = shareLink(edition, locale, modal ? `${snapshot.path}?modal=${modal}` : (own?.url ?? snapshot.path));
  const ogLocale = locale.replace('-', '_');

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={own?.type ?? 'website'} />
      <meta property="og:site_name" content={edition.brand} />
      <meta property="og:locale" content={ogLocale} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      {/* X reads title, description and image from the og: tags when its own are absent: only the card kind is its own. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
