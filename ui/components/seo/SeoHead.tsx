import type { SeoHeadData } from '../../shared/seo';
import { jsonLdText } from '../../shared/json-ld-text';

/** Canonical link, hreflang alternates (x-default included) and the robots directive (ADR 101). */
/** `nonce` only on the server (as for React's own preload links): data blocks carry it like every script. */
export function SeoHead({
  seo,
  production,
  nonce,
}: {
  seo: SeoHeadData | undefined;
  production: boolean;
  nonce?: string | undefined;
}) {
  if (!seo) return <meta name="robots" content={production ? 'all' : 'none'} />;
  return (
    <>
      <meta name="robots" content={seo.robots} />
      {seo.manifest ? <link rel="manifest" href={seo.manifest} /> : null}
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {seo.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {(seo.jsonLd ?? []).map((item, i) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is built once per page and never reordered
          key={i}
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped for a script element (jsonLdText)
          dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
        />
      ))}
    </>
  );
}
