import { useCallback, useState } from 'react';
import { useT } from '../../app/context';
import { Icon } from '../common/Icon';

export interface Notice {
  id: number;
  tone: 'success' | 'error';
  title: string;
  text: string;
}

let nextId = 1;

/** Success and error notifications of the point actions (docs/product.md §8); they stay until dismissed. */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const push = useCallback((tone: Notice['tone'], title: string, text: string) => {
    setNotices((list) => [...list.slice(-3), { id: nextId++, tone, title, text }]);
  }, []);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  return { notices, push, dismiss };
}

export function NoticeStack({ notices, dismiss }: { notices: Notice[]; dismiss: (id: number) => void }) {
  const t = useT();
  return (
    <div
      className="fixed right-3 bottom-3 z-[2000] flex flex-col gap-2 w-[min(400px,calc(100vw-24px))]"
      aria-live="polite"
      data-testid="facility-notices"
    >
      {notices.map((n) => (
        <div
          key={n.id}
          role={n.tone === 'error' ? 'alert' : 'status'}
          data-testid={`notice-${n.tone}`}
          className={`flex items-start gap-3 rounded-xl border bg-white shadow-lg px-4 py-3 ${n.tone === 'error' ? 'border-rose-300' : 'border-emerald-300'}`}
        >
          <span
            className={`mt-0.5 inline-flex w-6 h-6 shrink-0 items-center justify-center rounded-full text-white ${n.tone === 'error' ? 'bg-rose-600' : 'bg-primary-dark'}`}
          >
            <Icon name={n.tone === 'error' ? 'close' : 'check'} size={14} />
          </span>
          <div className="flex-1 min-w-0">
            <p className="m-0 font-semibold text-slate-900">{n.title}</p>
            {n.text && <p className="m-0 mt-0.5 text-sm text-slate-600">{n.text}</p>}
          </div>
          <button
            type="button"
            className="icon-button -mr-2 -mt-1 w-8 h-8"
            onClick={() => dismiss(n.id)}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
