import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/** Room left above a new question and below streaming text. */
const MARGIN_PX = 8;

const newestTurn = (content: HTMLElement) => [...content.querySelectorAll<HTMLElement>('.turn')].at(-1);

/** The end of what the newest turn is writing: the streamed text, else its status line, else the turn. */
function writingEnd(turn: HTMLElement): HTMLElement {
  return turn.querySelector<HTMLElement>('.answer-text') ?? turn.querySelector<HTMLElement>('.turn-status, .reading') ?? turn;
}

/**
 * Chat scrolling. A new question scrolls up to the top of the view (or as far as it goes), and stays
 * pinned there as its content arrives, so the answer grows below it; while the answer streams past
 * the bottom, the view follows the text's last line (not the sources and tools that come after it).
 * Either stops once the user scrolls up to read something.
 */
export function useFollowScroll(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, newestTurnId: number | undefined): void {
  const following = useRef(true);
  const scrollTo = (el: HTMLElement, top: number) => {
    el.scrollTop = top;
  };

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Only the user's own scrolling (wheel, touch, keys, the scrollbar) stops the following: a panel
    // resized, or text reflowing, moves scrollTop too, and must not count as "the user scrolled away".
    let userUntil = 0;
    const byUser = () => (userUntil = performance.now() + 600);
    const onScroll = () => {
      if (performance.now() > userUntil) return;
      following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    };
    const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs) el.addEventListener(type, byUser, { passive: true });
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const type of inputs) el.removeEventListener(type, byUser);
      el.removeEventListener('scroll', onScroll);
    };
  }, [scroller]);

  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const turn = newestTurn(inner);
      if (!following.current || !turn) return;
      if (entries.some((e) => e.target === el)) {
        // The panel was resized (narrower text is taller): bring the newest question back to the top.
        scrollTo(el, el.scrollTop + turn.getBoundingClientRect().top - el.getBoundingClientRect().top - MARGIN_PX);
        return;
      }
      if (turn.getAttribute('aria-busy') === 'true') {
        const overflow = writingEnd(turn).getBoundingClientRect().bottom + MARGIN_PX - el.getBoundingClientRect().bottom;
        if (overflow > 0) {
          scrollTo(el, el.scrollTop + overflow);
          return;
        }
      }
      // Content that came after the question (passages, a slow tab's cards, the "don't seem to say"
      // box, sources) made room to scroll further: bring the question up to the top, as far as it
      // goes, so what arrived late is not left below the fold (review N3). Never scroll back down
      // past text the view followed.
      const pinned = el.scrollTop + turn.getBoundingClientRect().top - el.getBoundingClientRect().top - MARGIN_PX;
      if (pinned > el.scrollTop + 1) scrollTo(el, pinned);
    });
    observer.observe(el);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [scroller, content]);

  useLayoutEffect(() => {
    following.current = true;
    const el = scroller.current;
    const turn = content.current && newestTurn(content.current);
    if (!el || !turn) return;
    scrollTo(el, el.scrollTop + turn.getBoundingClientRect().top - el.getBoundingClientRect().top - MARGIN_PX);
  }, [newestTurnId]);
}
