/**
 * The slide gesture of spec 9 ("drag threshold 10 px for help slides"): a pointer that moved less
 * than 10 px between press and release clicked the slide; from 10 px on it dragged, and the
 * direction of the drag picks the next or the previous slide.
 */
export const DRAG_THRESHOLD_PX = 10;

export type SlideGesture = 'click' | 'next' | 'previous';

/** Whether a horizontal move of `dx` px is a drag rather than part of a click. */
export function isDrag(dx: number): boolean {
  return Math.abs(dx) >= DRAG_THRESHOLD_PX;
}

/** What a press and release `dx` px apart did: a leftward drag shows the next slide. */
export function gestureOf(dx: number): SlideGesture {
  if (!isDrag(dx)) return 'click';
  return dx < 0 ? 'next' : 'previous';
}

/** The slide shown after moving `step` slides from `index`; the ends hold (no wrapping). */
export function moveSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

/** The slide after a gesture: a click keeps the slide. */
export function slideAfter(index: number, gesture: SlideGesture, count: number): number {
  if (gesture === 'click') return moveSlide(index, 0, count);
  return moveSlide(index, gesture === 'next' ? 1 : -1, count);
}
