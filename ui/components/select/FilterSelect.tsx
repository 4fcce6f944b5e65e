import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../app/context';
import { DropdownList, type ListItem } from '../modal/DropdownList';
import { Icon } from '../common/Icon';

type SelectStatus = 'ok' | 'loading' | 'error';

export interface FilterSelectProps<Data> {
  /** Accessible name of the control and its list. */
  label: string;
  items: readonly ListItem<Data>[];
  /** docs/product.md §4.5: ok, loading or error ('An error occurred while loading data'). */
  status?: SelectStatus;
  value: string | null;
  onChange: (item: ListItem<Data>) => void;
  /** What the closed control shows. */
  display: ReactNode;
  /** Default: case-insensitive substring of the title. */
  matches?: (item: ListItem<Data>, query: string) => boolean;
  /** For sources that search on the server: called with every query change. */
  onQueryChange?: (query: string) => void;
  /** Called the first time the list opens (e.g. to load localized names lazily). */
  onOpen?: () => void;
  renderItem?: (item: ListItem<Data>) => ReactNode;
  invalid?: boolean;
  describedBy?: string | undefined;
  className?: string;
  testId?: string;
}

const defaultMatch = (item: ListItem<unknown>, query: string) => item.title.toLowerCase().includes(query.toLowerCase());

/**
 * Select with a filter field (docs/product.md §2.4, §4.5, §8): a button opens a panel with a search box and
 * the list (at most 300px tall). Typing filters; ArrowDown moves into the list; Enter chooses;
 * Escape closes and returns focus to the button. Empty list: 'Start typing...' without a query,
 * 'No results' with one.
 */
export function FilterSelect<Data>({
  label,
  items,
  status = 'ok',
  value,
  onChange,
  display,
  matches = defaultMatch,
  onQueryChange,
  onOpen,
  renderItem,
  invalid,
  describedBy,
  className = '',
  testId = 'filter-select',
}: FilterSelectProps<Data>) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const visible = useMemo(
    () => (query.trim() ? items.filter((i) => matches(i, query.trim())) : items),
    [items, query, matches],
  );

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    onQueryChange?.('');
    if (refocus) buttonRef.current?.focus();
  };

  const toggle = () => {
    if (!open) onOpen?.();
    if (open) close(false);
    else setOpen(true);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // an enclosing modal must stay open
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      rootRef.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault(); // never submits the surrounding form
      if (visible[0]) {
        onChange(visible[0]);
        close(true);
      }
    }
  };

  let body: ReactNode;
  if (status === 'loading')
    body = (
      <p className="m-0 px-4 py-3 text-sm text-slate-500" role="status">
        {t('forms.select.loading')}
      </p>
    );
  else if (status === 'error')
    body = (
      <p className="m-0 px-4 py-3 text-sm text-red-700" role="alert" data-testid={`${testId}-error`}>
        {t('forms.select.error')}
      </p>
    );
  else {
    body = (
      <DropdownList
        items={visible}
        label={label}
        selectedId={value}
        renderItem={renderItem}
        testId={`${testId}-list`}
        emptyText={query.trim() ? t('forms.select.noResults') : t('forms.select.startTyping')}
        onSelect={(item) => {
          onChange(item);
          close(true);
        }}
      />
    );
  }

  return (
    <div ref={rootRef} className={`relative ${className}`} data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={label}
        aria-describedby={describedBy}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle();
          }
        }}
        className={`w-full h-full inline-flex items-center justify-between gap-2 px-3 rounded-xl border bg-white text-base text-slate-900 cursor-pointer hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-primary ${invalid ? 'border-red-500' : 'border-slate-300'}`}
        style={{ minHeight: 46 }}
        data-testid={`${testId}-button`}
      >
        <span className="truncate">{display}</span>
        <Icon
          name="chevronDown"
          size={16}
          className={`shrink-0 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: keys pressed in the panel's filter field and options bubble up here
        <div
          className="absolute left-0 z-10 mt-1 w-72 max-w-[calc(100vw-2rem)] bg-white rounded-xl border border-slate-200 shadow-xl"
          onKeyDown={onPanelKeyDown}
        >
          <div className="p-2 border-b border-slate-100">
            <label htmlFor={`${id}-filter`} className="sr-only">
              {t('forms.select.filterLabel')}
            </label>
            <input
              ref={inputRef}
              id={`${id}-filter`}
              type="search"
              autoComplete="off"
              value={query}
              placeholder={t('forms.select.filterPlaceholder')}
              onChange={(event) => {
                setQuery(event.target.value);
                onQueryChange?.(event.target.value);
              }}
              onKeyDown={onInputKeyDown}
              className="w-full px-3 h-10 rounded-lg border border-slate-300 text-sm outline-none focus:border-primary"
              data-testid={`${testId}-filter`}
            />
          </div>
          {body}
        </div>
      )}
    </div>
  );
}
