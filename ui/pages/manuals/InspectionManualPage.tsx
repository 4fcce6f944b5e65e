import { useApp } from '../../app/context';
import { ManualArticle } from './ManualArticle';

/** docs/product.md §2.1 anchors of the inspection manual (linked only from the sidebar list). */
export const INSPECTION_MANUAL_SECTIONS = ['create-inspection', 'view-inspections'] as const;

/** Container site inspection manual: creating and viewing inspections in the mobile app. */
export default function InspectionManualPage() {
  const { snapshot, i18n } = useApp();
  const t = (key: string) => i18n.t(`manualInspection.${key}`, { brand: snapshot.edition.brand });
  const paragraphs = (...keys: string[]) => keys.map((key) => <p key={key}>{t(key)}</p>);
  const [create, view] = INSPECTION_MANUAL_SECTIONS;
  return (
    <ManualArticle
      testId="inspection-manual"
      title={t('title')}
      intro={t('intro')}
      sections={[
        { id: create, title: t('createTitle'), content: paragraphs('createP1', 'createP2', 'createP3') },
        { id: view, title: t('viewTitle'), content: paragraphs('viewP1', 'viewP2', 'viewP3') },
      ]}
    />
  );
}
