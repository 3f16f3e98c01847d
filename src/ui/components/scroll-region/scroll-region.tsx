/**
 * The one scroll box for wide tables (WCAG 2.2 1.4.10 reflow, 2.1.1 keyboard, 4.1.2 name): on a
 * narrow screen the table keeps its width and scrolls sideways inside a named region that keyboard
 * users can focus and scroll with the arrow keys, with a visible cue that there is more to see.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import classes from './scroll-region.module.css';

/** Text of the cue shown while the table is wider than its box. */
export const SCROLL_HINT = msg`Scroll sideways to see more`;

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps {
  /** Accessible name of the region (what the table is), e.g. "Civil marriage task queue". */
  label: string;
  /** Narrowest width of the content (px, or any CSS length) before it scrolls instead of squeezing. */
  minWidth?: number | string;
  /** The table. */
  children: ReactNode;
}

/** Where the content is clipped: nothing, or at one or both edges. */
interface Overflow {
  /** The content is wider than the box. */
  scrolls: boolean;
  /** Content is hidden beyond the left edge. */
  left: boolean;
  /** Content is hidden beyond the right edge. */
  right: boolean;
}

const NONE: Overflow = { scrolls: false, left: false, right: false };

function measure(box: HTMLElement): Overflow {
  const max = box.scrollWidth - box.clientWidth;
  if (max <= 1) return NONE;
  return { scrolls: true, left: box.scrollLeft > 1, right: box.scrollLeft < max - 1 };
}

function same(a: Overflow, b: Overflow): boolean {
  return a.scrolls === b.scrolls && a.left === b.left && a.right === b.right;
}

/**
 * A horizontally scrolling box for a table. While its content is wider than the box it is a
 * keyboard-focusable (tabIndex 0) `role="region"` named by `label`, shows "Scroll sideways to see more"
 * (also its description) and a shadow at each edge where content is hidden. When everything fits it
 * is a plain box: no extra tab stop, no extra landmark. Give each region of a page its own label.
 */
export function ScrollRegion({ label, minWidth, children }: ScrollRegionProps) {
  const { i18n } = useLingui();
  const boxRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflow, setOverflow] = useState<Overflow>(NONE);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const update = () =>
      setOverflow((current) => {
        const next = measure(box);
        return same(current, next) ? current : next;
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(box);
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  // A box that scrolls must be focusable to be scrolled by keyboard (axe scrollable-region-focusable)
  // and named so the tab stop makes sense: a region, which jsx-a11y cannot see is scrollable.
  const scrollable = { role: 'region', 'aria-label': label, 'aria-describedby': hintId, tabIndex: 0 } as const;

  return (
    <div className={classes.wrapper} data-scrolls={overflow.scrolls || undefined}>
      {overflow.scrolls ? (
        <p id={hintId} className={classes.hint}>
          <span aria-hidden="true">↔ </span>
          {i18n._(SCROLL_HINT)}
        </p>
      ) : null}
      <div className={classes.frame} data-clipped-left={overflow.left || undefined} data-clipped-right={overflow.right || undefined}>
        <div ref={boxRef} className={classes.box} {...(overflow.scrolls ? scrollable : {})}>
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
    </div>
  );
}
