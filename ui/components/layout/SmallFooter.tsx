import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '../common/Logo';
import { useCopyright } from './Footer';

const LOGO = 28;
const GAP = 12;

/**
 * Small footer (docs/product.md §2.3): logo and copyright line. When the line no longer fits beside the
 * logo it marks itself wrapped (data-wrapped) and stacks centred. The check compares the text's
 * single-line width (a hidden nowrap copy) with the row, so it also unwraps when there is room
 * again. Measured after mount: the server render is always the unwrapped one.
 */
export function SmallFooter() {
  const copyright = useCopyright();
  const rowRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const [wrapped, setWrapped] = useState(false);

  useEffect(() => {
    const row = rowRef.current;
    const probe = probeRef.current;
    if (!row || !probe) return;
    const measure = () => {
      const style = getComputedStyle(row);
      const available = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setWrapped(LOGO + GAP + probe.offsetWidth > available);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  return (
    <footer
      className="relative border-t border-slate-200 bg-white mt-8"
      data-testid="footer-small"
      data-wrapped={wrapped ? 'true' : undefined}
    >
      <div
        ref={rowRef}
        className={`mx-auto px-4 md:px-6 py-5 flex items-center ${wrapped ? 'flex-col text-center' : ''}`}
        style={{ maxWidth: 1440, gap: GAP }}
      >
        <LogoMark size={LOGO} />
        <span className="text-sm text-slate-500">{copyright}</span>
      </div>
      <span
        ref={probeRef}
        aria-hidden="true"
        className="absolute invisible whitespace-nowrap text-sm pointer-events-none"
        style={{ left: 0, top: 0 }}
      >
        {copyright}
      </span>
    </footer>
  );
}
