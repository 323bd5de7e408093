/**
 * Slides of a help item: one image at a time with arrows, dots, the arrow keys, and a pointer
 * drag or swipe (spec 9: from 10 px a move is a drag that changes the slide; under 10 px it is a
 * click, which opens the slide full size in a new tab).
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useText } from '../i18n/useText';
import { gestureOf, isDrag, moveSlide, slideAfter } from './slides';

interface Press {
  pointerId: number;
  x: number;
  dragging: boolean;
}

export const Slides = ({ urls, title }: { urls: readonly string[]; title: string }) => {
  const translate = useText();
  const count = urls.length;
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const press = useRef<Press | null>(null);
  // A drag ends with a click on whatever is under the pointer; that click is not the person's.
  const swallowClick = useRef(false);

  const go = (next: number) => setIndex(moveSlide(next, 0, count));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    press.current = { pointerId: event.pointerId, x: event.clientX, dragging: false };
    swallowClick.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.dragging && !isDrag(dx)) return;
    if (!current.dragging) {
      current.dragging = true;
      // Captured only once it is a drag: a click must still reach the slide's link.
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(dx);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    press.current = null;
    setOffset(0);
    if (!current.dragging) return;
    swallowClick.current = true;
    setIndex((shown) => slideAfter(shown, gestureOf(event.clientX - current.x), count));
  };

  const onPointerCancel = () => {
    press.current = null;
    setOffset(0);
  };

  const onClickCapture = (event: MouseEvent) => {
    const swallow = swallowClick.current && event.detail > 0;
    swallowClick.current = false;
    // A keyboard's click (detail 0) is always the person's.
    if (!swallow) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    go(next);
  };

  if (count === 0) return null;
  const counter = translate('help.slides.slide', { n: index + 1, count });
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={translate('help.slides.label', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{ outline: 'none', '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` }, borderRadius: 1 }}
    >
      <Box
        data-testid="slides-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
        sx={{
          overflow: 'hidden',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          touchAction: 'pan-y',
          userSelect: 'none',
          cursor: offset === 0 ? 'grab' : 'grabbing',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(calc(${-index * 100}% + ${offset}px))`,
            transition: offset === 0 ? 'transform 200ms ease-out' : 'none',
          }}
        >
          {urls.map((url, position) => (
            <Box
              key={position}
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              draggable={false}
              aria-hidden={position !== index}
              tabIndex={position === index ? 0 : -1}
              title={translate('help.slides.open')}
              sx={{ flex: '0 0 100%', display: 'block', lineHeight: 0 }}
            >
              <Box
                component="img"
                src={url}
                alt={translate('help.slides.slide', { n: position + 1, count })}
                draggable={false}
                loading="lazy"
                sx={{ width: '100%', height: 'auto', display: 'block', pointerEvents: 'none' }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
          <IconButton size="small" aria-label={translate('help.slides.previous')} disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronLeft />
          </IconButton>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {urls.map((_url, position) => (
              <Box
                key={position}
                component="button"
                type="button"
                aria-label={translate('help.slides.goTo', { n: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
                sx={{
                  width: 8,
                  height: 8,
                  p: 0,
                  border: 0,
                  borderRadius: '50%',
                  cursor: 'pointer',
                  bgcolor: position === index ? 'primary.main' : 'action.disabled',
                }}
              />
            ))}
          </Stack>
          <IconButton size="small" aria-label={translate('help.slides.next')} disabled={index === count - 1} onClick={() => go(index + 1)}>
            <ChevronRight />
          </IconButton>
        </Stack>
      ) : null}
      {count > 1 ? (
        <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ display: 'block', textAlign: 'center' }}>
          {counter}
        </Typography>
      ) : null}
    </Box>
  );
};
