import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { PublicForm } from '../../components/forms/PublicForm';
import { formPagePath } from '../../components/forms/form-modals-store';
import { localizedPath } from '../../shared/locale-negotiation';
import type { FormPageData } from '../../shared/forms/form-page-data';

/**
 * The public forms as pages (docs/architecture.md "Forms": they work with JavaScript off). The worker
 * renders this after a POST with the errors, the success state or the rate-limit message.
 */
export default function FormPage({ data }: PageProps<FormPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const { kind, inquiryType, result } = data;
  const question = kind === 'question';
  const title = question
    ? t('forms.question.title')
    : kind === 'write-to-us'
      ? t('forms.writeToUs.title')
      : t(`forms.inquiry.title.${inquiryType ?? 'government'}`);
  const action = localizedPath(
    snapshot.edition,
    snapshot.locale,
    formPagePath({ kind, ...(inquiryType ? { inquiryType } : {}) }),
  );

  return (
    <article className="mx-auto w-full" style={{ maxWidth: 700 }} data-testid="form-page">
      <h1 className="m-0 text-2xl sm:text-3xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t(question ? 'forms.question.lead' : 'forms.lead')}</p>
      {result === 'success' ? (
        <div className="card p-8 flex flex-col items-center text-center" role="status" data-testid="form-page-success">
          <span className="inline-flex items-center justify-center w-16 h-16 rounded-full bg-primary-light text-primary-dark">
            <Icon name="check" size={32} />
          </span>
          <h2 className="mt-5 mb-2 text-xl font-semibold">
            {question ? t('forms.question.successTitle') : t('forms.dialog.successTitle')}
          </h2>
          <p className="m-0 text-slate-600">
            {question ? t('forms.question.successText') : t('forms.dialog.successText')}
          </p>
          <a className="btn btn-primary mt-6" href={action}>
            {question ? t('forms.question.sendAgain') : t('forms.dialog.sendAgain')}
          </a>
        </div>
      ) : (
        <div className="card p-5 sm:p-8">
          {result === 'rate-limited' && (
            <p
              className="mt-0 mb-5 rounded-xl bg-red-50 text-red-800 px-4 py-3 text-sm"
              role="alert"
              data-testid="form-page-limited"
            >
              {t('forms.errors.rateLimited', { minutes: 10 })}
            </p>
          )}
          <PublicForm
            kind={kind}
            inquiryType={inquiryType}
            action={action}
            defaultValues={data.values}
            serverErrors={data.errors}
            submitLabel={question ? t('forms.question.submit') : t('forms.submit')}
          />
        </div>
      )}
    </article>
  );
}
