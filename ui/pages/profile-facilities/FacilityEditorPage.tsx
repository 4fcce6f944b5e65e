import { useEffect, useRef, useState } from 'react';
import { useShownBusy } from '../../stores/session';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ErrorDialog } from '../../components/facility/ErrorDialog';
import { Section, useProblem } from '../../components/facility/FormBits';
import { HoursEditor } from '../../components/facility/HoursEditor';
import { IconPicker } from '../../components/facility/IconPicker';
import { NoticeStack, useNotices } from '../../components/facility/Notices';
import { RatesEditor } from '../../components/facility/RatesEditor';
import { NotEditable } from '../../components/facility/NotEditable';
import { StatusBadge } from '../../components/facility/StatusBadge';
import type { FieldErrors } from '../../shared/schemas/form-fields';
import { useLazyConform } from '../../components/forms/LazyConform';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import { saveFacility, transitFacility, type ApiResult } from '../../shared/facility/client';
import { ACTION_STATUSES, type FacilityStatus } from '../../shared/facility/lifecycle';
import { conformName } from '../../shared/facility/field-names';
import type { EditorFlow } from '../../shared/facility/form-data';
import { emptyFacilityForm, type FacilityForm } from '../../shared/facility/model';
import type { FacilityFormPageData } from '../../shared/facility/pages';
import { parseFacilityDocument, type FacilityReadDocument } from '../../shared/facility/transport';
import { localizedPath } from '../../shared/locale-negotiation';
import { FacilityContactsSection, FacilitySupervisorSection } from './FacilityContactSections';
import { FacilityMainSection } from './FacilityMainSection';

type Flow = EditorFlow;

const FORM_ID = 'point-editor-form';
// The editor's validator: the worker's facility schemas (draft or completeness), its own chunk.
const loadSchema = () => import('../../shared/facility/form-data').then((m) => m.validateFacilityPayload);

/** /profile/create-recycling-point and /profile/edit-recycling-point/{id}: the whole owner form. */
export default function FacilityEditorPage({ data }: PageProps<FacilityFormPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const [form, setForm] = useState<FacilityForm>(
    () => data.echo?.values ?? (data.point ? parseFacilityDocument({ data: data.point }) : emptyFacilityForm()),
  );
  const [status, setStatus] = useState<FacilityStatus | null>(data.point?.relationships.status.data.id ?? null);
  const [check, setCheck] = useState<Flow | null>(data.echo?.flow ?? null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(data.echo?.errors ?? null);
  const [working, setBusy] = useState<Flow | null>(null);
  const busy = useShownBusy(working);
  const [failure, setFailure] = useState<{ flow: Flow; message: string } | null>(null);
  const [confirmDeclined, setConfirmDeclined] = useState<Flow | null>(null);
  const { notices, push, dismiss } = useNotices();
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  // Conform with the worker's own schemas (ui/shared/facility/form-data.ts) drives the fields'
  // errors: on blur, on input once shown, and on submit (the pressed button's intent picks the
  // draft or the completeness rules). The worker's 422 problems come back as Conform's last
  // result under the same field names. A valid submit is saved through the JSON API.
  const onValid = useRef<(flow: Flow) => void>(() => undefined);
  const { errors, controller, holdUntilAttached } = useLazyConform({
    formId: FORM_ID,
    load: loadSchema,
    eager: true,
    serverErrors,
    onValid: (value) => onValid.current(value.flow),
  });
  const problem = useProblem(errors);
  const problemCount = Object.keys(errors).length;

  // After a refused submit (the browser's or the worker's), move focus to the first field that needs attention.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new set of errors has rendered (aria-invalid is then on the fields)
  useEffect(() => {
    if (!focusPending.current || problemCount === 0) return;
    focusPending.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors, problemCount]);

  const update = (patch: Partial<FacilityForm>) => setForm((f) => ({ ...f, ...patch }));

  const editable = status === null || ACTION_STATUSES.edit.includes(status);
  if (!editable && status)
    return <NotEditable status={status} id={form.id!} name={form.name} onDraft={() => setStatus('draft')} />;

  /** Saves (create or update), first turning a declined point back into a draft. Returns the saved document. */
  async function save(current: FacilityForm): Promise<ApiResult<FacilityReadDocument>> {
    if (status === 'declined' && current.id) {
      const back = await transitFacility(current.id, 'facility#declined_to_draft');
      if (!back.ok) return back;
      setStatus('draft');
    }
    const saved = await saveFacility(current, current.id ? null : (data.fromOsm ?? null));
    if (saved.ok) {
      const id = saved.data.data.id;
      setForm((f) => ({ ...f, id }));
      setStatus(saved.data.data.relationships.status.data.id);
      if (!current.id)
        window.history.replaceState(window.history.state, '', href(`/profile/edit-recycling-point/${id}`));
    }
    return saved;
  }

  async function runFlow(flow: Flow) {
    setBusy(flow);
    setFailure(null);
    const saved = await save(form);
    if (!saved.ok) {
      setBusy(null);
      if (saved.status === 422 && saved.problems.length) {
        const fields: FieldErrors = {};
        for (const p of saved.problems) {
          const name = conformName(p.path);
          fields[name] ??= [];
          fields[name].push(`facility.validation.${p.code}`);
        }
        setCheck(flow);
        focusPending.current = true;
        setServerErrors(fields);
        return;
      }
      // The login prompt was closed (docs/product.md §4.2 'cancelled'): nothing failed, the form stays as it is.
      if (saved.code === 'cancelled') return;
      setFailure({ flow, message: saved.message || t('facility.errors.network') });
      return;
    }
    if (flow === 'draft') {
      setBusy(null);
      push('success', t('facility.notices.saveDraft.successTitle'), t('facility.notices.saveDraft.successText'));
      return;
    }
    const sent = await transitFacility(saved.data.data.id, 'facility#draft_to_checking');
    if (!sent.ok) {
      setBusy(null);
      if (sent.code === 'cancelled') return;
      setFailure({ flow, message: sent.message || t('facility.errors.network') });
      return;
    }
    window.location.assign(href('/profile/recycling-points?notice=sentToReview'));
  }

  onValid.current = (flow: Flow) => {
    focusPending.current = false;
    setCheck(flow);
    if (status === 'declined') setConfirmDeclined(flow);
    else void runFlow(flow);
  };

  const missingCount = check === 'review' ? new Set(Object.keys(errors).map((name) => name.split(/[.[]/)[0])).size : 0;

  return (
    <div className="flex flex-col gap-5" data-testid="point-editor">
      <div>
        <a className="link text-sm" href={href('/profile/recycling-points')}>
          ← {t('facility.list.title')}
        </a>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="m-0 text-2xl sm:text-3xl font-bold text-slate-900">
            {form.id ? t('facility.form.editTitle') : t('facility.form.createTitle')}
          </h1>
          {status && <StatusBadge status={status} />}
        </div>
        <p className="m-0 mt-1 text-slate-600">{t('facility.form.lead')}</p>
      </div>
      {status === 'declined' && (
        <div
          className="rounded-xl bg-rose-50 border border-rose-200 px-4 py-3 text-rose-900"
          data-testid="declined-note"
        >
          <p className="m-0">{t('facility.form.declinedNote')}</p>
          {data.declineComment && (
            <p className="m-0 mt-2 font-medium" data-testid="decline-comment">
              {t('facility.form.declineComment', { comment: data.declineComment })}
            </p>
          )}
        </div>
      )}
      {check === 'review' && problemCount > 0 && (
        <div
          role="alert"
          className="rounded-xl bg-amber-50 border border-amber-300 px-4 py-3 text-amber-900"
          data-testid="incomplete-summary"
        >
          <p className="m-0 font-semibold">{t('facility.form.incompleteTitle')}</p>
          <p className="m-0 mt-1 text-sm">{i18n.plural('facility.form.incompleteText', missingCount)}</p>
        </div>
      )}

      <form
        ref={formRef}
        id={FORM_ID}
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          const intent = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
          setCheck(intent === 'draft' ? 'draft' : 'review');
          focusPending.current = true;
          // Conform (attached to this form) validates and hands a valid form to onValid; before it is in, the submit waits for it.
          holdUntilAttached(e);
        }}
      >
        <input type="hidden" name="id" value={form.id ?? ''} />
        {/* Made from an OpenStreetMap point: the claim travels with the form, whatever the comment says. */}
        {data.fromOsm && !form.id && <input type="hidden" name="fromOsm" value={data.fromOsm} />}
        {/* Revalidation on input keeps to the rules of the last submit (draft or review). */}
        <input type="hidden" name="check" value={check ?? ''} />
        <FacilityMainSection form={form} update={update} problem={problem} locator={data.locator} />

        <FacilityContactsSection form={form} update={update} problem={problem} />

        <FacilitySupervisorSection form={form} update={update} problem={problem} />

        <Section title={t('facility.form.sectionHours')} lead={t('facility.form.hoursLead')} testId="hours-section">
          <HoursEditor
            hours={form.workingHours}
            problem={problem}
            onChange={(day, next) => update({ workingHours: { ...form.workingHours, [day]: next } })}
          />
        </Section>

        <Section title={t('facility.form.sectionRates')} lead={t('facility.form.ratesLead')}>
          <RatesEditor
            rates={form.rates}
            catalogues={data.catalogues}
            problem={problem}
            onChange={(rates) => update({ rates })}
          />
        </Section>

        <Section title={t('facility.form.icon')}>
          <IconPicker icons={data.catalogues.icons} value={form.icon} onChange={(icon) => update({ icon })} />
        </Section>

        <div className="sticky above-notices z-10 -mx-1 flex flex-wrap justify-end gap-3 rounded-2xl border border-slate-200 bg-white/95 backdrop-blur p-3 shadow-lg">
          <button
            type="submit"
            name="intent"
            value="draft"
            className="btn btn-secondary"
            disabled={busy !== null}
            aria-busy={busy === 'draft'}
            data-testid="save-draft"
          >
            {busy === 'draft' ? t('common.loading') : t('facility.actions.saveDraft')}
          </button>
          <button
            type="submit"
            name="intent"
            value="review"
            className="btn btn-primary"
            disabled={busy !== null}
            aria-busy={busy === 'review'}
            data-testid="save-and-send"
          >
            {busy === 'review' ? t('common.loading') : t('facility.actions.saveAndSend')}
          </button>
        </div>
        {controller}
      </form>

      <ConfirmDialog
        open={confirmDeclined !== null}
        message={t('facility.confirm.declinedToDraft')}
        onCancel={() => setConfirmDeclined(null)}
        onConfirm={() => {
          const flow = confirmDeclined!;
          setConfirmDeclined(null);
          void runFlow(flow);
        }}
      />
      <ErrorDialog
        open={failure !== null}
        busy={busy !== null}
        title={
          failure?.flow === 'review'
            ? t('facility.notices.sendToReview.errorTitle')
            : t('facility.notices.saveDraft.errorTitle')
        }
        text={failure?.message ?? ''}
        onClose={() => setFailure(null)}
        onRetry={() => failure && void runFlow(failure.flow)}
      />
      <NoticeStack notices={notices} dismiss={dismiss} />
    </div>
  );
}
