import { useApp } from '../../app/context';
import { ManualArticle } from './ManualArticle';

/** docs/product.md §2.1 anchors of the creators' manual. */
export const EVENTS_MANUAL_SECTIONS = [
  'registration',
  'create-charity-event',
  'charity-events-viewing-and-editing',
  'faq',
] as const;

/** Manual for charity event creators: registration, creating, viewing and editing, FAQ. */
export default function EventsManualPage() {
  const { snapshot, i18n } = useApp();
  const params = { brand: snapshot.edition.brand, supportEmail: snapshot.edition.supportEmail };
  const t = (key: string) => i18n.t(`manualEvents.${key}`, params);
  const paragraphs = (...keys: string[]) => keys.map((key) => <p key={key}>{t(key)}</p>);
  const [registration, create, viewing, faq] = EVENTS_MANUAL_SECTIONS;
  return (
    <ManualArticle
      testId="events-manual"
      title={t('title')}
      intro={t('intro')}
      sections={[
        {
          id: registration,
          title: t('registrationTitle'),
          content: paragraphs('registrationP1', 'registrationP2', 'registrationP3'),
        },
        { id: create, title: t('createTitle'), content: paragraphs('createP1', 'createP2', 'createP3', 'createP4') },
        { id: viewing, title: t('viewingTitle'), content: paragraphs('viewingP1', 'viewingP2', 'viewingP3') },
        {
          id: faq,
          title: t('faqTitle'),
          content: [1, 2, 3, 4].map((n) => (
            <details key={n} className="faq-item">
              <summary>{t(`faqQ${n}`)}</summary>
              <p>{t(`faqA${n}`)}</p>
            </details>
          )),
        },
      ]}
    />
  );
}
