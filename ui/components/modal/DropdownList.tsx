import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** docs/product.md §3.6 selectable list item. */
export interface ListItem<Data = unknown> {
  id: string;
  title: string;
  data?: Data;
}

export interface DropdownListProps<Data> {
  items: readonly ListItem<Data>[];
  onSelect: (item: ListItem<Data>) => void;
  /** Accessible name of the list. */
  label: string;
  selectedId?: string | null;
  /** Shown instead of the list when there are no items ('Start typing...', 'No results'). */
  emptyText?: string;
  renderItem?: (item: ListItem<Data>) => ReactNode;
  /** Focus the list when it mounts (a dropdown that has just opened). */
  autoFocus?: boolean;
  testId?: string;
}

/** Index after a navigation key, or null for keys the list does not handle. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A listbox at most 300px tall (docs/product.md §9) driven from the keyboard: arrows, Home/End, Enter or
 * Space to choose. Focus stays on the list; the active option is announced through
 * aria-activedescendant and scrolled into view.
 */
export function DropdownList<Data>({
  items,
  onSelect,
  label,
  selectedId,
  emptyText,
  renderItem,
  autoFocus,
  testId,
}: DropdownListProps<Data>) {
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      items.findIndex((i) => i.id === selectedId),
    ),
  );
  const activeIndex = Math.min(active, items.length - 1);

  useEffect(() => {
    if (autoFocus) listRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = nextIndex(event.key, activeIndex, items.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if ((event.key === 'Enter' || event.key === ' ') && items[activeIndex]) {
      event.preventDefault();
      onSelect(items[activeIndex]);
    }
  };

  if (items.length === 0) {
    return (
      <p className="m-0 px-4 py-3 text-sm text-slate-500" data-testid={testId}>
        {emptyText}
      </p>
    );
  }
  return (
    <ul
      ref={listRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA listbox pattern on a list
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={`${baseId}-${activeIndex}`}
      onKeyDown={onKeyDown}
      data-testid={testId}
      className="dropdown-list list-none m-0 p-1 overflow-y-auto outline-none"
    >
      {items.map((item, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the listbox above, which holds the focus and the keys (aria-activedescendant)
        <li
          key={item.id}
          id={`${baseId}-${index}`}
          data-index={index}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the ARIA listbox pattern
          role="option"
          aria-selected={item.id === selectedId}
          onMouseEnter={() => setActive(index)}
          onClick={() => onSelect(item)}
          className={`px-3 py-2 rounded-lg cursor-pointer text-slate-800 ${index === activeIndex ? 'bg-primary-light' : ''} ${item.id === selectedId ? 'font-semibold' : ''}`}
        >
          {renderItem ? renderItem(item) : item.title}
        </li>
      ))}
    </ul>
  );
}
