import type { ReactNode } from 'react';

/** A polite status line under a form: saved, sent, or what went wrong. */
export interface NoticeState {
  tone: 'success' | 'error';
  text: string;
}

export function Notice({ notice, testId }: { notice: NoticeState | null; testId: string }) {
  return (
    <p
      role={notice?.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-tone={notice?.tone}
      className={`m-0 min-h-6 text-sm font-medium ${notice?.tone === 'error' ? 'text-red-700' : 'text-primary-dark'}`}
    >
      {notice ? `${notice.tone === 'success' ? '✓ ' : ''}${notice.text}` : ''}
    </p>
  );
}

/** The section frame of /profile: a card with a heading and an optional description. */
export function ProfileSection({
  id,
  title,
  description,
  children,
  testId,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="anchor-section rounded-2xl border border-slate-300/70 bg-white p-5 md:p-7 shadow-sm"
      data-testid={testId}
    >
      <h2 id={`${id}-title`} className="m-0 text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="m-0 mt-1.5 text-sm text-slate-600 max-w-2xl">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
