import { useRef, useState } from 'react';
import { useShownBusy } from '../../stores/session';
import { useApp } from '../../app/context';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../shared/profile-fields';
import { Spinner } from '../forms/fields';
import { Notice, type NoticeState } from './Notice';
import { profileRequest } from './api';

interface ImageUploadProps {
  /** API path under /api/profile, e.g. '/avatar'. */
  path: string;
  url: string | null;
  fallback: string;
  alt: string;
  shape: 'round' | 'square';
  labels: { upload: string; change: string; remove: string; uploaded: string; removed: string };
  /** Gets the whole answer (it carries the new URL and the header's user). */
  onChange: (answer: Record<string, unknown>) => void;
  testId: string;
}

/**
 * Avatar / logo picker: the picture (or the fallback when there is none or it fails to load),
 * an upload button (the worker checks the content; the browser only pre-checks size and type
 * to answer at once) and a remove button.
 */
export function ImageUpload({ path, url, fallback, alt, shape, labels, onChange, testId }: ImageUploadProps) {
  const { i18n } = useApp();
  const t = i18n.t;
  const input = useRef<HTMLInputElement>(null);
  const [broken, setBroken] = useState(false);
  const [working, setBusy] = useState(false);
  const busy = useShownBusy(working) ?? false;
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const mb = PROFILE_IMAGE_MAX_BYTES / 1024 / 1024;

  const send = async (file: File | null) => {
    if (file && file.size > PROFILE_IMAGE_MAX_BYTES)
      return setNotice({ tone: 'error', text: t('profile.media.errors.too_large', { mb }) });
    if (file?.type && !PROFILE_IMAGE_TYPES.split(',').includes(file.type))
      return setNotice({ tone: 'error', text: t('profile.media.errors.not_image') });
    setBusy(true);
    setNotice(null);
    let body: FormData | undefined;
    if (file) {
      body = new FormData();
      body.append('file', file);
    }
    const answer = await profileRequest<Record<string, unknown>>(file ? 'POST' : 'DELETE', path, body);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.message ?? t('profile.edit.error') });
    setBroken(false);
    setNotice({ tone: 'success', text: file ? labels.uploaded : labels.removed });
    onChange(answer.body);
  };

  const radius = shape === 'round' ? 'rounded-full' : 'rounded-2xl';
  return (
    <div className="flex flex-wrap items-center gap-5" data-testid={testId}>
      <img
        src={url && !broken ? url : fallback}
        alt={url && !broken ? alt : ''}
        width={96}
        height={96}
        onError={() => setBroken(true)}
        className={`${radius} w-24 h-24 shrink-0 border border-slate-200 bg-slate-50 ${shape === 'round' ? 'object-cover' : 'object-contain p-1'}`}
        data-testid={`${testId}-image`}
      />
      <div className="flex flex-col gap-2 min-w-0">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={PROFILE_IMAGE_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void send(file);
            }}
            data-testid={`${testId}-file`}
          />
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-upload`}
          >
            {busy ? <Spinner label={t('profile.edit.saving')} /> : null}
            {url ? labels.change : labels.upload}
          </button>
          {url && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => void send(null)}
              data-testid={`${testId}-remove`}
            >
              {labels.remove}
            </button>
          )}
        </div>
        <p className="m-0 text-xs text-slate-500">{t('profile.media.hint', { mb })}</p>
        <Notice notice={notice} testId={`${testId}-notice`} />
      </div>
    </div>
  );
}
