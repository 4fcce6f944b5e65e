import { COOKIE_NOTICE_BOOT } from '../components/layout/CookieNotice';
import { SeoHead } from '../components/seo/SeoHead';
import { ShareMeta } from '../components/share/ShareMeta';
import type { Translator } from '../shared/i18n';
import type { Snapshot } from '../shared/snapshot';

/**
 * Everything a page says about itself in <head>, produced in this one place from the snapshot:
 * title, description and share tags (ShareMeta), robots, canonical, hreflang and JSON-LD (SeoHead), theme colour, icon, stylesheet. Head
 * additions (canonical, hreflang, JSON-LD, …) belong here, computed from the snapshot alone so
 * the server and the hydrating browser render the same tags.
 */
export function HeadTags({
  snapshot,
  i18n,
  nonce,
}: {
  snapshot: Snapshot;
  i18n: Translator;
  nonce?: string | undefined;
}) {
  const title = i18n.t(`titles.${snapshot.titleKey}`, { brand: snapshot.edition.brand });
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <ShareMeta pageTitle={title} snapshot={snapshot} i18n={i18n} />
      <SeoHead seo={snapshot.seo} production={snapshot.production} nonce={nonce} />
      <meta name="theme-color" content="#37927B" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={snapshot.assets.css} />
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no outside text in it
        dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_BOOT }}
      />
    </>
  );
}
