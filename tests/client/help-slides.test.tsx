// @vitest-environment jsdom
/**
 * Help slides (spec 9: drag threshold 10 px): under 10 px a press and release is a click on the
 * slide, from 10 px it is a drag that changes the slide; arrows, dots and keys move too, and the
 * ends hold.
 */
import { createEvent, fireEvent, screen } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_THRESHOLD_PX, gestureOf, isDrag, moveSlide, slideAfter } from '../../src/help/slides';
import { Slides } from '../../src/help/Slides';
import { t } from '../../texts/t';

describe('the drag threshold', () => {
  it('is 10 px (spec 9)', () => {
    expect(DRAG_THRESHOLD_PX).toBe(10);
  });

  it('treats a move under 10 px as a click, in either direction', () => {
    for (const dx of [0, 1, 5, 9, 9.99, -9, -9.99]) {
      expect(isDrag(dx)).toBe(false);
      expect(gestureOf(dx)).toBe('click');
    }
  });

  it('treats a move of 10 px or more as a drag: leftward shows the next slide, rightward the previous', () => {
    expect(isDrag(10)).toBe(true);
    expect(isDrag(-10)).toBe(true);
    expect(gestureOf(-10)).toBe('next');
    expect(gestureOf(-40)).toBe('next');
    expect(gestureOf(10)).toBe('previous');
    expect(gestureOf(40)).toBe('previous');
  });

  it('holds at both ends and keeps the slide on a click', () => {
    expect(moveSlide(0, -1, 3)).toBe(0);
    expect(moveSlide(2, 1, 3)).toBe(2);
    expect(moveSlide(1, 1, 3)).toBe(2);
    expect(moveSlide(0, 5, 0)).toBe(0);
    expect(slideAfter(1, 'click', 3)).toBe(1);
    expect(slideAfter(1, 'next', 3)).toBe(2);
    expect(slideAfter(1, 'previous', 3)).toBe(0);
    expect(slideAfter(2, 'next', 3)).toBe(2);
  });
});

const urls = ['/help/a-1.svg', '/help/a-2.svg', '/help/a-3.svg'];
const counter = (n: number) => t('help.slides.slide', { n, count: urls.length });

function renderSlides() {
  render(<Slides urls={urls} title="Подключение агрегатора" />);
  const viewport = screen.getByTestId('slides-viewport');
  const current = () => screen.getByText(/^Слайд \d из 3$/).textContent;
  return { viewport, current };
}

/** Press at x = 200, move by dx, release; answers whether the click that followed was let through. */
function gesture(viewport: HTMLElement, dx: number): boolean {
  const link = viewport.querySelector('a[aria-hidden="false"]') ?? viewport;
  fireEvent.pointerDown(link, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 });
  fireEvent.pointerMove(link, { pointerId: 1, pointerType: 'mouse', clientX: 200 + dx / 2 });
  fireEvent.pointerMove(link, { pointerId: 1, pointerType: 'mouse', clientX: 200 + dx });
  fireEvent.pointerUp(link, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 + dx });
  const click = createEvent.click(link, { detail: 1, cancelable: true, bubbles: true });
  fireEvent(link, click);
  return !click.defaultPrevented;
}

beforeEach(() => {
  // jsdom has no pointer capture; the slider takes the pointer once a move becomes a drag.
  Element.prototype.setPointerCapture = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Slides', () => {
  it('a move of 5 or 9 px is a click: the slide stays and the click opens it', () => {
    const { viewport, current } = renderSlides();
    expect(current()).toBe(counter(1));
    expect(gesture(viewport, -5)).toBe(true);
    expect(current()).toBe(counter(1));
    expect(gesture(viewport, -9)).toBe(true);
    expect(current()).toBe(counter(1));
    expect(Element.prototype.setPointerCapture).not.toHaveBeenCalled();
  });

  it('a drag of 10 px or more changes the slide and swallows the click that ends it', () => {
    const { viewport, current } = renderSlides();
    expect(gesture(viewport, -10)).toBe(false);
    expect(current()).toBe(counter(2));
    expect(gesture(viewport, -40)).toBe(false);
    expect(current()).toBe(counter(3));
    // The last slide holds.
    gesture(viewport, -40);
    expect(current()).toBe(counter(3));
    gesture(viewport, 40);
    expect(current()).toBe(counter(2));
    expect(Element.prototype.setPointerCapture).toHaveBeenCalled();
  });

  it('a drag that comes back under 10 px before release changes nothing and opens nothing', () => {
    const { viewport, current } = renderSlides();
    fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'mouse', clientX: 170 });
    fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 196 });
    const click = createEvent.click(viewport, { detail: 1, cancelable: true, bubbles: true });
    fireEvent(viewport, click);
    expect(click.defaultPrevented).toBe(true);
    expect(current()).toBe(counter(1));
  });

  it('a keyboard click on the slide is never swallowed', () => {
    const { viewport } = renderSlides();
    gesture(viewport, -40);
    const link = viewport.querySelector('a[aria-hidden="false"]');
    if (link === null) throw new Error('no current slide');
    const click = createEvent.click(link, { detail: 0, cancelable: true, bubbles: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('moves with the arrows, the dots and the keyboard', () => {
    const { current } = renderSlides();
    const previous = screen.getByRole('button', { name: t('help.slides.previous') });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: t('help.slides.next') }));
    expect(current()).toBe(counter(2));
    fireEvent.click(screen.getByRole('button', { name: t('help.slides.goTo', { n: 3 }) }));
    expect(current()).toBe(counter(3));
    expect(screen.getByRole('button', { name: t('help.slides.goTo', { n: 3 }) }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: t('help.slides.next') }).hasAttribute('disabled')).toBe(true);
    const region = screen.getByRole('region', { name: t('help.slides.label', { title: 'Подключение агрегатора' }) });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toBe(counter(2));
    fireEvent.keyDown(region, { key: 'Home' });
    expect(current()).toBe(counter(1));
    fireEvent.keyDown(region, { key: 'End' });
    expect(current()).toBe(counter(3));
  });

  it('shows the current slide to assistive technology only, linked to the full image', () => {
    const { viewport } = renderSlides();
    const links = [...viewport.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(urls);
    expect(links.map((link) => link.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer' && link.getAttribute('target') === '_blank')).toBe(true);
    expect(screen.getByRole('img', { name: counter(1) }).getAttribute('src')).toBe(urls[0]);
  });
});
