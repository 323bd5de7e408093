#!/usr/bin/env node
// Records the help panel's video instructions (960x540, VP8 webm) into public/help/video/:
//   connect-aggregator  «Как подключить агрегатор» (15 s)
//   add-driver          «Как добавить водителя» (15 s), in the cabinet's own colours
// There is no ffmpeg here: Chromium draws a walkthrough on a canvas frame by frame, encodes the
// frames with WebCodecs (VP8) and this script writes them into a WebM file.
//   node scripts/make-help-video.mjs                 both
//   node scripts/make-help-video.mjs add-driver      only the ones named
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';

const OUT_DIR = new URL('../public/help/video/', import.meta.url);
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 20;
/** A key frame (and a cluster the player can seek to) every few seconds. */
const KEY_EVERY_SECONDS = 5;
/** Flat screens compress well: at this rate 15 s take 300–350 KB. */
const BITS_PER_SECOND = 150_000;

// The functions down to encode() run inside the page, not in Node: they are handed to it as
// source text, so they use nothing of this module but each other.

/**
 * The drawing helpers both walkthroughs share, in a walkthrough's palette C: primary, primaryDark,
 * accent (highlights, clicks, the caption's step), text, muted, line, captionBg and font.
 */
function drawingKit(g, C) {
  const W = g.canvas.width;
  const H = g.canvas.height;
  const clamp = (v) => Math.max(0, Math.min(1, v));
  const ease = (v) => (v < 0.5 ? 2 * v * v : 1 - (-2 * v + 2) ** 2 / 2);
  /** 0..1 progress of the current time between two instants (seconds). */
  const span = (t, from, to) => ease(clamp((t - from) / (to - from)));
  const lerp = (a, b, v) => a + (b - a) * v;
  const font = (size, weight) => `${weight} ${size}px ${C.font}`;
  const measure = (s, { size = 14, weight = 400 } = {}) => {
    g.font = font(size, weight);
    return g.measureText(s).width;
  };

  const text = (s, x, y, { size = 14, color = C.text, weight = 400, align = 'left' } = {}) => {
    g.font = font(size, weight);
    g.fillStyle = color;
    g.textAlign = align;
    g.fillText(s, x, y);
  };
  const box = (x, y, w, h, { fill = '#fff', stroke = C.line, r = 6, lw = 1 } = {}) => {
    g.beginPath();
    g.roundRect(x, y, w, h, r);
    if (fill) {
      g.fillStyle = fill;
      g.fill();
    }
    if (stroke) {
      g.lineWidth = lw;
      g.strokeStyle = stroke;
      g.stroke();
    }
  };
  const line = (x0, y0, x1, y1, { color = C.line, lw = 1 } = {}) => {
    g.beginPath();
    g.moveTo(x0, y0);
    g.lineTo(x1, y1);
    g.lineWidth = lw;
    g.strokeStyle = color;
    g.stroke();
  };
  const button = (x, y, w, label, { primary = true, pressed = false, h = 34, r = 6 } = {}) => {
    box(x, y, w, h, { fill: primary ? (pressed ? C.primaryDark : C.primary) : '#fff', stroke: C.primary, r });
    text(label, x + w / 2, y + h / 2 + 5, { size: 13, color: primary ? '#fff' : C.primary, weight: 600, align: 'center' });
  };
  /** A rounded label; its width fits the text unless given. Returns the width. */
  const chip = (x, y, label, { fill = null, stroke = null, color = '#fff', w, h = 20, size = 11, weight = 600 } = {}) => {
    const width = w ?? measure(label, { size, weight }) + 18;
    box(x, y, width, h, { fill, stroke, r: h / 2 });
    text(label, x + width / 2, y + h / 2 + size * 0.36, { size, color, weight, align: 'center' });
    return width;
  };
  /** The first characters of s, typed between two instants. */
  const typed = (s, t, from, to) => s.slice(0, Math.floor(clamp((t - from) / (to - from)) * s.length));
  /** A blinking text caret. */
  const caret = (x, y, h, t, color = C.text) => {
    if (Math.floor(t * 2) % 2 !== 0) return;
    g.fillStyle = color;
    g.fillRect(x, y, 1.5, h);
  };
  const cursor = (x, y) => {
    g.beginPath();
    g.moveTo(x, y);
    g.lineTo(x, y + 22);
    g.lineTo(x + 6, y + 17);
    g.lineTo(x + 10, y + 26);
    g.lineTo(x + 14, y + 24);
    g.lineTo(x + 10, y + 15);
    g.lineTo(x + 18, y + 15);
    g.closePath();
    g.fillStyle = '#fff';
    g.fill();
    g.lineWidth = 1.5;
    g.strokeStyle = C.text;
    g.stroke();
  };
  /** A click: a ring that grows and fades while v goes 0..1. */
  const ripple = (x, y, v) => {
    if (v <= 0 || v >= 1) return;
    g.save();
    g.globalAlpha = 1 - v;
    g.beginPath();
    g.arc(x, y, 6 + 26 * v, 0, Math.PI * 2);
    g.strokeStyle = C.accent;
    g.lineWidth = 3;
    g.stroke();
    g.restore();
  };
  /** A dashed frame around what to look at. */
  const highlight = (x, y, w, h, alpha) => {
    if (alpha <= 0) return;
    g.save();
    g.globalAlpha = alpha;
    g.setLineDash([8, 5]);
    g.lineWidth = 3;
    g.strokeStyle = C.accent;
    g.beginPath();
    g.roundRect(x - 6, y - 6, w + 12, h + 12, 9);
    g.stroke();
    g.restore();
  };
  /** The step's number and what to do, in a band along the bottom. */
  const caption = (step, label) => {
    g.fillStyle = C.captionBg;
    g.fillRect(0, H - 52, W, 52);
    g.beginPath();
    g.arc(34, H - 26, 15, 0, Math.PI * 2);
    g.fillStyle = C.accent;
    g.fill();
    text(String(step), 34, H - 21, { size: 15, color: '#fff', weight: 700, align: 'center' });
    text(label, 60, H - 21, { size: 16, color: '#fff', weight: 500 });
  };
  /** Where the cursor is at a moment: a path of [time, x, y] through the clicks of the walkthrough. */
  const cursorPath = (points) => (t) => {
    for (let i = 1; i < points.length; i += 1) {
      const [t1, x1, y1] = points[i];
      const [t0, x0, y0] = points[i - 1];
      if (t <= t1) {
        const v = span(t, t0, t1);
        return [lerp(x0, x1, v), lerp(y0, y1, v)];
      }
    }
    const [, x, y] = points[points.length - 1];
    return [x, y];
  };

  return { W, H, clamp, span, lerp, measure, text, box, line, button, chip, typed, caret, cursor, ripple, highlight, caption, cursorPath };
}

/** «Как подключить агрегатор»: the aggregators page, the connection dialog, the new row. */
function connectAggregator(g) {
  const C = {
    primary: '#1565c0',
    primaryDark: '#0d47a1',
    accent: '#f57c00',
    text: '#263238',
    muted: '#78909c',
    line: '#cfd8dc',
    bg: '#eef2f5',
    ok: '#2e7d32',
    captionBg: 'rgba(38, 50, 56, 0.92)',
    font: "Roboto, 'Segoe UI', Arial, sans-serif",
  };
  const { W, H, span, measure, text, box, line, button, chip, typed, caret, cursor, ripple, highlight, caption, cursorPath } =
    drawingKit(g, C);
  const MENU = ['Показатели', 'Водители', 'Поездки', 'Агрегаторы', 'Аренда авто', 'Группы', 'Пользователи', 'Выплаты', 'Рефералка', 'Отчёты', 'Новости'];
  const KEY = 'mx-4f9a8b17c21e';

  const rows = [
    ['Яндекс Go', '184'],
    ['Ситимобил', '37'],
  ];
  const page = (newRow) => {
    g.fillStyle = C.bg;
    g.fillRect(0, 0, W, H);
    g.fillStyle = C.primary;
    g.fillRect(0, 0, W, 48);
    text('Кабинет таксопарка', 20, 30, { size: 16, color: '#fff', weight: 600 });
    text('Демо-парк · Смирнов А. В.', W - 20, 30, { size: 13, color: '#e3f2fd', align: 'right' });
    g.fillStyle = '#fff';
    g.fillRect(0, 48, 200, H - 48);
    MENU.forEach((item, index) => {
      const y = 62 + index * 32;
      if (item === 'Агрегаторы') box(8, y, 184, 28, { fill: '#e3f2fd', stroke: null });
      text(item, 22, y + 19, { size: 13, color: item === 'Агрегаторы' ? C.primary : C.text, weight: item === 'Агрегаторы' ? 600 : 400 });
    });
    text('Агрегаторы', 224, 86, { size: 20, weight: 600 });
    button(720, 64, 200, 'Подключить агрегатор');
    const all = newRow > 0 ? [...rows, ['Максим', '52']] : rows;
    box(224, 120, 712, 32 + all.length * 34, { r: 4 });
    ['Агрегатор', 'Водителей', 'Статус'].forEach((col, i) => text(col, 236 + i * 237, 141, { size: 12, color: C.muted, weight: 600 }));
    all.forEach(([name, count], i) => {
      const y = 152 + i * 34;
      if (i === 2) {
        g.fillStyle = `rgba(255, 243, 224, ${newRow})`;
        g.fillRect(225, y + 1, 710, 33);
      }
      line(224, y, 936, y);
      text(name, 236, y + 22, { size: 13 });
      text(count, 473, y + 22, { size: 13 });
      chip(708, y + 7, 'Подключён', { fill: C.ok, w: 94 });
    });
  };

  const dialog = (alpha, t) => {
    if (alpha <= 0) return;
    g.save();
    g.globalAlpha = alpha;
    g.fillStyle = 'rgba(38, 50, 56, 0.35)';
    g.fillRect(200, 48, 760, H - 48);
    box(300, 110, 560, 300, { r: 10, stroke: '#b0bec5' });
    text('Подключение агрегатора', 320, 144, { size: 17, weight: 600 });
    text('Агрегатор', 324, 184, { size: 12, color: C.muted });
    box(324, 190, 512, 34, { r: 4, stroke: t > 5.2 && t < 6.2 ? C.primary : C.line });
    text(t >= 6 ? 'Максим' : 'Выберите агрегатор', 334, 212, { size: 14, color: t >= 6 ? C.text : '#b0bec5' });
    text('Ключ API из кабинета агрегатора', 324, 256, { size: 12, color: C.muted });
    const key = typed(KEY, t, 7, 9.2);
    box(324, 262, 512, 34, { r: 4, stroke: t > 6.8 && t < 9.6 ? C.primary : C.line });
    text(key, 334, 284, { size: 14 });
    if (t > 6.8 && t < 9.6) caret(335 + measure(key), 268, 22, t);
    button(556, 340, 124, 'Отмена', { primary: false });
    const checking = t > 10.2 && t < 11.4;
    button(696, 340, 140, checking ? '' : 'Проверить', { pressed: checking });
    if (checking) {
      g.beginPath();
      g.arc(766, 357, 9, t * 8, t * 8 + Math.PI * 1.4);
      g.strokeStyle = '#fff';
      g.lineWidth = 2.5;
      g.stroke();
    }
    g.restore();
  };

  const cursorAt = cursorPath([
    [0, 560, 300],
    [1.8, 880, 82],
    [4.4, 880, 82],
    [5.2, 600, 206],
    [6.4, 600, 206],
    [6.9, 600, 278],
    [9.5, 600, 278],
    [10.1, 780, 356],
    [11.8, 780, 356],
    [13, 640, 300],
    [15, 640, 300],
  ]);

  return (t) => {
    const done = t >= 11.6;
    page(done ? span(t, 11.6, 12.4) : 0);
    dialog(done ? 1 - span(t, 11.4, 11.8) : span(t, 2.3, 2.8), t);
    if (t < 2.3) highlight(720, 64, 200, 34, span(t, 0.3, 1));
    if (done) highlight(224, 220, 712, 34, span(t, 12, 12.6));
    const [x, y] = cursorAt(t);
    ripple(880, 82, (t - 2) / 0.6);
    ripple(600, 206, (t - 5.3) / 0.6);
    ripple(780, 356, (t - 10.2) / 0.6);
    cursor(x, y);
    if (t < 2.3) caption(1, 'Откройте «Агрегаторы» и нажмите «Подключить агрегатор»');
    else if (t < 6.6) caption(2, 'Выберите агрегатор из списка');
    else if (t < 11.6) caption(3, 'Вставьте ключ API из кабинета агрегатора и нажмите «Проверить»');
    else caption(4, 'Готово: агрегатор подключён, его водители появятся в списке');
  };
}

/**
 * «Как добавить водителя», drawn after the cabinet's screens and in its colours (src/theme.ts) with
 * the labels of texts/ru.ts, ru-drivers.ts and ru-fleet.ts: the menu → «Водители»
 * (/drivers/list/all) → «Добавить водителя» → the form of /drivers/new filled in → «Создать
 * водителя» → the new driver's card with its green «Работает».
 */
function addDriver(g) {
  const C = {
    primary: '#1f5f7a',
    primaryDark: '#123f52',
    bar: '#17384a',
    bg: '#f3f5f7',
    line: '#e0e6eb',
    text: '#1c2630',
    muted: '#5a6773',
    ok: '#2e7d32',
    warning: '#b26a00',
    accent: '#f57c00',
    field: '#eef1f4',
    underline: '#8d98a3',
    selected: 'rgba(31, 95, 122, 0.09)',
    captionBg: 'rgba(23, 56, 74, 0.95)',
    font: "Inter, 'Segoe UI', Roboto, Arial, sans-serif",
  };
  const { W, H, span, lerp, measure, text, box, line, button, chip, typed, caret, cursor, ripple, highlight, caption, cursorPath } =
    drawingKit(g, C);
  /** The content column: right of the menu, above the caption band. */
  const X0 = 196;
  const X1 = 940;
  const BOTTOM = H - 52;
  /** The menu of demo1 (texts/ru.ts menu, src/layout/menuModel.ts order) with each item's icon. */
  const MENU = [
    ['Главная', 'home'],
    ['Показатели', 'gauge'],
    ['Водители', 'person'],
    ['Поездки', 'car'],
    ['Пользователи', 'people'],
    ['База знаний', 'book'],
    ['Новости', 'news'],
  ];
  const menuY = (index) => 60 + index * 34;
  const DRIVER = { last: 'Иванов', first: 'Пётр', middle: 'Сергеевич', phone: '+7 912 345-67-89', stored: '+79123456789' };
  const FULL_NAME = `${DRIVER.last} ${DRIVER.first} ${DRIVER.middle}`;

  // Scenes: the home page, the drivers list, the new driver's form, the driver's card.
  const LIST_AT = 1.9;
  const FORM_AT = 4.4;
  const CARD_AT = 11.75;

  const icon = (kind, x, y, color) => {
    g.save();
    g.strokeStyle = color;
    g.fillStyle = color;
    g.lineWidth = 1.6;
    g.beginPath();
    if (kind === 'plus') {
      g.moveTo(x - 5, y);
      g.lineTo(x + 5, y);
      g.moveTo(x, y - 5);
      g.lineTo(x, y + 5);
    } else if (kind === 'filter') {
      g.moveTo(x - 6, y - 4);
      g.lineTo(x + 6, y - 4);
      g.moveTo(x - 4, y);
      g.lineTo(x + 4, y);
      g.moveTo(x - 2, y + 4);
      g.lineTo(x + 2, y + 4);
    } else if (kind === 'download') {
      g.moveTo(x, y - 6);
      g.lineTo(x, y + 2);
      g.moveTo(x - 4, y - 2);
      g.lineTo(x, y + 2);
      g.lineTo(x + 4, y - 2);
      g.moveTo(x - 6, y + 6);
      g.lineTo(x + 6, y + 6);
    } else if (kind === 'calendar') {
      g.roundRect(x - 7, y - 6, 14, 13, 2);
      g.moveTo(x - 7, y - 2);
      g.lineTo(x + 7, y - 2);
    } else if (kind === 'caret') {
      g.moveTo(x - 5, y - 2);
      g.lineTo(x, y + 3);
      g.lineTo(x + 5, y - 2);
      g.closePath();
      g.fill();
    } else if (kind === 'save') {
      g.roundRect(x - 6, y - 6, 12, 12, 2);
      g.moveTo(x - 3, y - 6);
      g.lineTo(x - 3, y - 2);
      g.lineTo(x + 3, y - 2);
      g.lineTo(x + 3, y - 6);
    } else if (kind === 'help') {
      g.arc(x, y, 9, 0, Math.PI * 2);
    } else if (kind === 'account') {
      g.arc(x, y, 9, 0, Math.PI * 2);
      g.moveTo(x + 3, y - 2.5);
      g.arc(x, y - 2.5, 3, 0, Math.PI * 2);
      g.moveTo(x - 5.5, y + 6);
      g.quadraticCurveTo(x, y + 1, x + 5.5, y + 6);
    } else if (kind === 'home') {
      g.moveTo(x - 7, y);
      g.lineTo(x, y - 7);
      g.lineTo(x + 7, y);
      g.moveTo(x - 5, y - 2);
      g.lineTo(x - 5, y + 6);
      g.lineTo(x + 5, y + 6);
      g.lineTo(x + 5, y - 2);
    } else if (kind === 'gauge') {
      g.arc(x, y + 3, 7, Math.PI, 0);
      g.moveTo(x, y + 3);
      g.lineTo(x + 4, y - 2);
    } else if (kind === 'person') {
      g.arc(x, y - 3, 3.5, 0, Math.PI * 2);
      g.moveTo(x - 6, y + 7);
      g.quadraticCurveTo(x, y - 1, x + 6, y + 7);
    } else if (kind === 'people') {
      g.arc(x - 2.5, y - 3, 3, 0, Math.PI * 2);
      g.moveTo(x - 8, y + 7);
      g.quadraticCurveTo(x - 2.5, y, x + 3, y + 7);
      g.moveTo(x + 7.5, y - 3);
      g.arc(x + 4.5, y - 3, 3, 0, Math.PI * 2);
    } else if (kind === 'car') {
      g.roundRect(x - 7, y - 2, 14, 6, 2);
      g.moveTo(x - 5, y - 2);
      g.lineTo(x - 3, y - 6);
      g.lineTo(x + 3, y - 6);
      g.lineTo(x + 5, y - 2);
      g.moveTo(x - 3, y + 7);
      g.arc(x - 4, y + 6, 1, 0, Math.PI * 2);
      g.moveTo(x + 5, y + 6);
      g.arc(x + 4, y + 6, 1, 0, Math.PI * 2);
    } else if (kind === 'book') {
      g.moveTo(x, y - 5);
      g.lineTo(x, y + 6);
      g.moveTo(x, y - 5);
      g.quadraticCurveTo(x - 4, y - 7, x - 7, y - 5);
      g.lineTo(x - 7, y + 6);
      g.quadraticCurveTo(x - 4, y + 4, x, y + 6);
      g.quadraticCurveTo(x + 4, y + 4, x + 7, y + 6);
      g.lineTo(x + 7, y - 5);
      g.quadraticCurveTo(x + 4, y - 7, x, y - 5);
    } else if (kind === 'news') {
      g.roundRect(x - 7, y - 6, 14, 12, 2);
      g.moveTo(x - 4, y - 2);
      g.lineTo(x + 4, y - 2);
      g.moveTo(x - 4, y + 2);
      g.lineTo(x + 1, y + 2);
    } else if (kind === 'chat') {
      g.moveTo(x - 7, y + 7);
      g.lineTo(x - 7, y - 6);
      g.lineTo(x + 7, y - 6);
      g.lineTo(x + 7, y + 3);
      g.lineTo(x - 3, y + 3);
      g.closePath();
    } else {
      // «Выйти»: a door and an arrow out of it.
      g.moveTo(x - 1, y - 6);
      g.lineTo(x - 7, y - 6);
      g.lineTo(x - 7, y + 6);
      g.lineTo(x - 1, y + 6);
      g.moveTo(x - 3, y);
      g.lineTo(x + 7, y);
      g.moveTo(x + 4, y - 3);
      g.lineTo(x + 7, y);
      g.lineTo(x + 4, y + 3);
    }
    g.stroke();
    g.restore();
    if (kind === 'help') text('?', x, y + 4.5, { size: 12, color, weight: 700, align: 'center' });
  };

  /** The frame every page shares: the ground, the app bar with the page's title and the menu. */
  const frameOf = (title, current) => {
    g.fillStyle = C.bg;
    g.fillRect(0, 0, W, H);
    g.fillStyle = C.bar;
    g.fillRect(0, 0, W, 48);
    g.fillStyle = '#fff';
    for (let i = 0; i < 3; i += 1) g.fillRect(14, 17 + i * 6, 16, 2);
    box(44, 10, 28, 28, { fill: 'rgba(255, 255, 255, 0.14)', stroke: null, r: 7 });
    box(50, 22, 16, 8, { fill: '#fff', stroke: null, r: 2 });
    box(53, 18, 10, 6, { fill: '#fff', stroke: null, r: 2 });
    text('Кабинет таксопарка', 82, 30, { size: 15, color: '#fff', weight: 600 });
    text(title, 248, 30, { size: 15, color: '#fff' });
    icon('account', W - 64, 24, '#fff');
    icon('help', W - 28, 24, '#fff');
    MENU.forEach(([item, kind], index) => {
      const y = menuY(index);
      const active = item === current;
      if (active) box(6, y, 164, 30, { fill: C.selected, stroke: null });
      icon(kind, 26, y + 15, active ? C.primary : C.muted);
      text(item, 44, y + 20, { size: 13, color: active ? C.primary : C.text, weight: active ? 600 : 400 });
    });
    line(0, 410, 176, 410);
    icon('chat', 26, 436, C.muted);
    text('Чат с поддержкой', 44, 441, { size: 13 });
    icon('exit', 26, 468, C.muted);
    text('Выйти', 44, 473, { size: 13 });
  };

  const homePage = () => {
    frameOf('Главная', 'Главная');
    text('Здравствуйте, Смирнов Алексей Викторович!', X0, 92, { size: 22, weight: 600 });
    box(X0, 112, X1 - X0, 76, { r: 8 });
    [
      ['Парк', 'Демо-парк'],
      ['Страна', 'Россия'],
      ['Группа доступа', '1'],
      ['Логин', 'demo1'],
    ].forEach(([label, value], i) => {
      text(label, X0 + 20 + i * 150, 140, { size: 11, color: C.muted });
      text(value, X0 + 20 + i * 150, 162, { size: 14, weight: 500 });
    });
  };

  /** The list's toolbar, laid out from the right: each text button's icon, label and left edge. */
  const TOOLBAR = [
    ['Выгрузить в Excel', 'download'],
    ['Добавить водителя', 'plus'],
    ['Добавить фильтр', 'filter'],
  ].reduce((placed, [label, kind]) => {
    const right = placed.length === 0 ? X1 - 4 : placed[placed.length - 1].x - 18;
    const w = measure(label, { size: 13, weight: 500 }) + 26;
    return [...placed, { label, kind, x: right - w, w }];
  }, []);
  /** «Добавить водителя»: where the walkthrough frames and clicks it. */
  const ADD = { ...TOOLBAR[1], y: 72, h: 24 };

  /**
   * An input as MUI's filled TextField draws it: the label inside while it is empty, above the
   * value once there is one; a petrol underline while focused.
   */
  const field = (x, y, w, label, value, { focused = false, t = 0, helper = '', adornment = '', select = false } = {}) => {
    box(x, y, w, 46, { fill: C.field, stroke: null, r: [4, 4, 0, 0] });
    line(x, y + 46, x + w, y + 46, { color: focused ? C.primary : C.underline, lw: focused ? 2 : 1 });
    const raised = focused || value !== '';
    if (raised) {
      text(label, x + 12, y + 16, { size: 10.5, color: focused ? C.primary : C.muted });
      text(value, x + 12, y + 36, { size: 14 });
      if (focused) caret(x + 13 + measure(value), y + 23, 17, t);
    } else {
      text(label, x + 12, y + 28, { size: 14, color: C.muted });
    }
    if (adornment) icon(adornment, x + w - 20, y + 23, C.muted);
    if (select) icon('caret', x + w - 20, y + 23, C.muted);
    if (helper) text(helper, x + 12, y + 62, { size: 10.5, color: C.muted });
  };

  const DRIVERS = [
    ['Алексеев Игорь Николаевич', '+79161230417', 'Работает', 'success', ['Яндекс Go']],
    ['Белов Сергей Петрович', '+79035558120', 'Работает', 'none', ['Uber', 'Яндекс Go']],
    ['Васильев Олег Андреевич', '+79267714305', 'Не работает', 'success', ['Ситимобил']],
    ['Григорьев Артём Ильич', '+79150148860', 'Работает', 'warning', ['Яндекс Go']],
    ['Дмитриев Павел Олегович', '+79857402213', 'Работает', 'success', ['Uber']],
    ['Егоров Максим Юрьевич', '+79639921876', 'Работает', 'none', ['Яндекс Go']],
  ];
  const SELF_STATE = {
    success: ['Самозанятый', C.ok],
    none: ['Не самозанятый', C.muted],
    warning: ['Проблема с договором', C.warning],
  };

  const listPage = () => {
    frameOf('Водители', 'Водители');
    field(X0, 58, 272, 'Поиск: ФИО, телефон, ВУ, госномер', '');
    for (const { label, kind, x, w } of TOOLBAR) {
      icon(kind, x + 7, 84, C.primary);
      text(label, x + w, 88.5, { size: 13, color: C.primary, weight: 500, align: 'right' });
    }

    box(X0, 114, X1 - X0, BOTTOM - 114 + 20, { r: 8 });
    let x = X0 + 24;
    [
      ['Все', 'Всего в парке: 300'],
      ['Яндекс Go', 'Поездок: 59'],
      ['Uber', 'Поездок: 23'],
      ['Ситимобил', 'Поездок: 11'],
    ].forEach(([title, note], i) => {
      const w = Math.max(measure(title, { size: 13, weight: 600 }), measure(note, { size: 10.5 })) + 32;
      text(title, x + 16, 138, { size: 13, weight: 600, color: i === 0 ? C.text : C.muted });
      text(note, x + 16, 154, { size: 10.5, color: C.muted });
      if (i === 0) {
        g.fillStyle = C.primary;
        g.fillRect(x, 164, w, 2.5);
      }
      x += w;
    });
    line(X0, 166, X1, 166);
    // The first columns of the list, as many as the window shows without scrolling sideways.
    const cols = [X0 + 16, X0 + 222, X0 + 350, X0 + 462, X0 + 612];
    ['ФИО ↑', 'Телефон', 'Статус работы', 'Самозанятость', 'Агрегаторы'].forEach((col, i) =>
      text(col, cols[i], 190, { size: 12, weight: 500 }),
    );
    DRIVERS.forEach(([name, phone, work, selfState, aggregators], i) => {
      const y = 202 + i * 42;
      line(X0 + 1, y, X1 - 1, y);
      text(name, cols[0], y + 26, { size: 13, color: C.primary, weight: 500 });
      text(phone, cols[1], y + 26, { size: 13 });
      text(work, cols[2], y + 26, { size: 13 });
      const [label, color] = SELF_STATE[selfState];
      chip(cols[3], y + 11, label, { stroke: color, color, weight: 400, size: 11 });
      let ax = cols[4];
      aggregators.forEach((aggregator) => {
        ax += chip(ax, y + 11, aggregator, { stroke: C.primary, color: C.primary, weight: 400, size: 11 }) + 6;
      });
    });
  };

  /** The inputs the walkthrough fills, in order: when each is clicked and when its value is typed. */
  const FILLED = [
    { label: 'Фамилия', value: DRIVER.last, at: 4.8, to: 5.3 },
    { label: 'Имя', value: DRIVER.first, at: 5.7, to: 6.1 },
    { label: 'Отчество', value: DRIVER.middle, at: 6.5, to: 7.05 },
    { label: 'Телефон', value: DRIVER.phone, at: 7.45, to: 8.4 },
    { label: 'Дата рождения', value: '14.03.1990', at: 8.8, to: 9.35 },
    { label: 'Водительское удостоверение', value: '99 12 345678', at: 9.75, to: 10.4 },
  ].map((item) => ({ ...item, from: item.at + 0.15 }));
  /** The form scrolls to its button, which is clicked; then the card opens. */
  const SCROLL_FROM = 10.55;
  const SCROLL_TO = 11.1;
  const SAVE_AT = 11.35;
  const FORM_COLS = [X0 + 18, X0 + 264, X0 + 510];
  const FIELD_W = 228;
  /** The form's rows: [label, column, top] before scrolling; what the walkthrough fills is in FILLED. */
  const FORM_FIELDS = [
    ['Фамилия', 0, 104],
    ['Имя', 1, 104],
    ['Отчество', 2, 104],
    ['Телефон', 0, 166, { helper: '+7 или 8 и 10 цифр; +375 или 80 и 9 цифр' }],
    ['Email', 1, 166],
    ['Дата рождения', 2, 166, { adornment: 'calendar' }],
    ['ИНН', 0, 244],
    ['Паспорт', 1, 244],
    ['Адрес', 2, 244],
    ['Водительское удостоверение', 0, 346],
    ['Страна выдачи ВУ', 1, 346, { select: 'Россия' }],
    ['Дата выдачи ВУ', 2, 346, { adornment: 'calendar' }],
    ['ВУ действует до', 0, 408, { adornment: 'calendar' }],
    ['Стаж с', 1, 408, { adornment: 'calendar' }],
    ['Статус работы', 0, 510, { select: 'Работает' }],
    ['Тип занятости', 1, 510, { select: 'Самозанятый' }],
    ['Группа', 2, 510, { select: '' }],
  ];
  const SCROLL = 150;
  const SAVE = { x: FORM_COLS[0], y: 590, w: 178 };
  const fieldTop = (label) => FORM_FIELDS.find(([name]) => name === label);
  /** Where the pointer clicks an input: [x, y] before scrolling. */
  const fieldPoint = (label) => {
    const [, col, top] = fieldTop(label);
    return [FORM_COLS[col] + 175, top + 30];
  };

  const formPage = (t) => {
    frameOf('Новый водитель', 'Водители');
    const scroll = SCROLL * span(t, SCROLL_FROM, SCROLL_TO);
    g.save();
    g.beginPath();
    g.rect(X0 - 8, 48, W - X0 + 8, BOTTOM - 48);
    g.clip();
    g.translate(0, -scroll);
    box(X0, 64, X1 - X0, 592, { r: 8 });
    text('Личные данные', X0 + 18, 90, { size: 16, weight: 600 });
    text('Водительское удостоверение', X0 + 18, 332, { size: 16, weight: 600 });
    text('Работа', X0 + 18, 496, { size: 16, weight: 600 });
    FORM_FIELDS.forEach(([label, col, top, options = {}]) => {
      const filling = FILLED.find((item) => item.label === label);
      const index = FILLED.indexOf(filling);
      const next = FILLED[index + 1];
      const focused = filling !== undefined && t >= filling.at && t < (next ? next.at : SCROLL_FROM);
      const value = filling ? typed(filling.value, t, filling.from, filling.to) : (options.select ?? '');
      field(FORM_COLS[col], top, FIELD_W, label, value, { ...options, select: options.select !== undefined, focused, t });
    });
    line(X0 + 1, 572, X1 - 1, 572);
    g.fillStyle = '#f7f9fa';
    g.fillRect(X0 + 1, 573, X1 - X0 - 2, 82);
    const pressed = t > SAVE_AT && t < CARD_AT;
    button(SAVE.x, SAVE.y, SAVE.w, '', { pressed, h: 36 });
    icon('save', SAVE.x + 20, SAVE.y + 18, '#fff');
    text('Создать водителя', SAVE.x + 34, SAVE.y + 23, { size: 13, color: '#fff', weight: 600 });
    g.restore();
  };

  /** The card's «Работает», right of the driver's name. */
  const WORKING = { x: X0 + 30 + measure(FULL_NAME, { size: 24, weight: 600 }), y: 88, w: measure('Работает', { size: 12, weight: 500 }) + 18, h: 22 };
  const cardPage = (t) => {
    frameOf(`Водитель ${FULL_NAME}`, 'Водители');
    box(X0, 64, X1 - X0, 112, { r: 8 });
    text(FULL_NAME, X0 + 18, 104, { size: 24, weight: 600 });
    chip(WORKING.x, WORKING.y, 'Работает', { fill: C.ok, size: 12, h: WORKING.h, weight: 500, w: WORKING.w });
    chip(WORKING.x + WORKING.w + 18, WORKING.y, 'Не самозанятый', { stroke: '#9aa5af', color: C.text, size: 12, h: WORKING.h, weight: 400 });
    [
      ['Телефон', DRIVER.stored],
      ['Баланс', '0,00 ₽'],
      ['Автомобиль', 'Без автомобиля'],
      ['Группа', 'Без группы'],
    ].forEach(([label, value], i) => {
      const x = X0 + 18 + i * 150;
      text(label, x, 134, { size: 11, color: C.muted });
      text(value, x, 155, { size: 13.5, weight: i === 1 ? 600 : 400 });
    });

    box(X0, 190, X1 - X0, BOTTOM - 190 + 20, { r: 8 });
    let x = X0 + 16;
    for (const [i, tab] of ['Баланс', 'Поездки', 'Карты', 'Цели', 'Списания', 'Корректировка', 'Профиль', 'Приложение'].entries()) {
      const tw = measure(tab, { size: 13, weight: 500 }) + 32;
      if (x + tw > X1 - 30) break;
      text(tab, x + tw / 2, 220, { size: 13, weight: 500, color: i === 0 ? C.primary : C.muted, align: 'center' });
      if (i === 0) {
        g.fillStyle = C.primary;
        g.fillRect(x, 234, tw, 2.5);
      }
      x += tw;
    }
    text('›', X1 - 18, 222, { size: 20, color: C.muted, align: 'center' });
    line(X0, 236, X1, 236);
    const tileW = (X1 - X0 - 36 - 3 * 12) / 4;
    ['Баланс', 'Лимит', 'Заблокировано', 'Доступно к выводу'].forEach((label, i) => {
      const tx = X0 + 18 + i * (tileW + 12);
      box(tx, 256, tileW, 70, { r: 8 });
      text(label, tx + 14, 282, { size: 12 });
      text('0,00 ₽', tx + 14, 310, { size: 18, weight: 600 });
    });
    text('Операций пока нет', X0 + 18, 362, { size: 13, color: C.muted });

    // react-admin's notice of the created driver, at the bottom of the window.
    const notice = span(t, CARD_AT + 0.2, CARD_AT + 0.5) * (1 - span(t, 14.2, 14.5));
    if (notice > 0) {
      g.save();
      g.globalAlpha = notice;
      const nw = measure('Водитель добавлен', { size: 14, weight: 500 }) + 48;
      box((X0 + X1) / 2 - nw / 2, lerp(BOTTOM, 420, notice), nw, 42, { fill: C.ok, stroke: null, r: 6 });
      text('Водитель добавлен', (X0 + X1) / 2, lerp(BOTTOM, 420, notice) + 26, { size: 14, color: '#fff', weight: 500, align: 'center' });
      g.restore();
    }
  };

  const MENU_DRIVERS = [96, menuY(2) + 15];
  const ADD_POINT = [ADD.x + ADD.w / 2 + 8, ADD.y + 12];
  const SAVE_POINT = [SAVE.x + 110, SAVE.y + 18 - SCROLL];
  /** [x, y, t]: each click of the walkthrough, where its ring starts. */
  const clicks = [
    [...MENU_DRIVERS, 1.5],
    [...ADD_POINT, 4.1],
    ...FILLED.map(({ label, at }) => [...fieldPoint(label), at]),
    [...SAVE_POINT, SAVE_AT],
  ];
  // The pointer rests on each click for a moment, then moves to the next one.
  const points = [[0, 520, 300]];
  for (const [x, y, at] of clicks) {
    const [, px, py] = points[points.length - 1];
    // The form scrolls under the resting pointer before the last click.
    if (at === SAVE_AT) points.push([SCROLL_FROM, px, py], [SCROLL_TO, px, py - SCROLL]);
    const [fromX, fromY] = [px, at === SAVE_AT ? py - SCROLL : py];
    const move = Math.min(1, Math.max(0.35, Math.hypot(x - fromX, y - fromY) / 600));
    points.push([Math.max(points[points.length - 1][0], at - 0.05 - move), fromX, fromY]);
    points.push([at - 0.05, x, y], [at + 0.3, x, y]);
  }
  points.push([12.8, 700, 300], [15, 700, 300]);
  const cursorAt = cursorPath(points);

  return (t) => {
    if (t < LIST_AT) homePage();
    else if (t < FORM_AT) listPage();
    else if (t < CARD_AT) formPage(t);
    else cardPage(t);
    if (t < LIST_AT) highlight(12, menuY(2) + 3, 152, 24, span(t, 0.3, 0.9));
    if (t >= LIST_AT && t < FORM_AT) highlight(ADD.x, ADD.y, ADD.w, ADD.h, span(t, 2.3, 2.9));
    if (t >= CARD_AT) highlight(WORKING.x, WORKING.y, WORKING.w, WORKING.h, span(t, 12.4, 13));
    for (const [x, y, at] of clicks) ripple(x, y, (t - at) / 0.6);
    const [x, y] = cursorAt(t);
    cursor(x, y);
    if (t < LIST_AT) caption(1, 'Откройте «Водители» в меню слева');
    else if (t < FORM_AT) caption(2, 'Нажмите «Добавить водителя»');
    else if (t < SCROLL_FROM) caption(3, 'Заполните ФИО, телефон, дату рождения и водительское удостоверение');
    else if (t < CARD_AT) caption(4, 'Нажмите «Создать водителя»');
    else caption(5, 'Готово: открылась карточка водителя со статусом «Работает»');
  };
}

/**
 * Runs inside the page: draws a walkthrough frame by frame and encodes each frame with WebCodecs,
 * at its own timestamp. Nothing runs against the clock, so a busy machine makes the recording
 * slower, never jerky or short. Returns the encoded frames, one after another, and their index.
 */
async function encode({ scenes, duration, fps, keyEverySeconds, bitsPerSecond }) {
  const canvas = document.querySelector('canvas');
  const { width: W, height: H } = canvas;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  const frame = globalThis[scenes](g);
  // VP8 is BT.601 in studio range (16..235) to every player. Chromium's encoder would turn a
  // canvas into full-range BT.709 instead, and players would then show the palette's light greys
  // as white: the frames are converted here, into the planes of I420.
  const planes = new Uint8Array((W * H * 3) / 2);
  const toI420 = () => {
    const rgba = g.getImageData(0, 0, W, H).data;
    const U = W * H;
    const V = U + U / 4;
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const i = (y * W + x) * 4;
        planes[y * W + x] = 16 + (65.481 * rgba[i] + 128.553 * rgba[i + 1] + 24.966 * rgba[i + 2]) / 255 + 0.5;
      }
    }
    for (let y = 0; y < H; y += 2) {
      for (let x = 0; x < W; x += 2) {
        let r = 0;
        let gr = 0;
        let b = 0;
        for (const i of [(y * W + x) * 4, (y * W + x + 1) * 4, ((y + 1) * W + x) * 4, ((y + 1) * W + x + 1) * 4]) {
          r += rgba[i] / 4;
          gr += rgba[i + 1] / 4;
          b += rgba[i + 2] / 4;
        }
        const at = (y / 2) * (W / 2) + x / 2;
        planes[U + at] = 128 + (-37.797 * r - 74.203 * gr + 112 * b) / 255 + 0.5;
        planes[V + at] = 128 + (112 * r - 93.786 * gr - 18.214 * b) / 255 + 0.5;
      }
    }
    return planes;
  };
  const frames = [];
  const parts = [];
  let failure = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      parts.push(data);
      frames.push({ ms: Math.round(chunk.timestamp / 1000), key: chunk.type === 'key', size: data.length });
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure({ codec: 'vp8', width: W, height: H, bitrate: bitsPerSecond, framerate: fps });
  const count = Math.round((duration / 1000) * fps);
  for (let i = 0; i < count && failure === null; i += 1) {
    frame(i / fps);
    const image = new VideoFrame(toI420(), {
      format: 'I420',
      codedWidth: W,
      codedHeight: H,
      timestamp: Math.round((i * 1e6) / fps),
      duration: Math.round(1e6 / fps),
      colorSpace: { matrix: 'smpte170m', primaries: 'smpte170m', transfer: 'smpte170m', fullRange: false },
    });
    encoder.encode(image, { keyFrame: i % (keyEverySeconds * fps) === 0 });
    image.close();
    if (encoder.encodeQueueSize > 4) await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
  }
  await encoder.flush();
  encoder.close();
  if (failure !== null) throw failure;
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), frames };
}

/** The videos this script records: the file each goes to and the walkthrough that draws it. */
const VIDEOS = {
  'connect-aggregator': { file: 'connect-aggregator.webm', scenes: connectAggregator, duration: 15_000 },
  'add-driver': { file: 'add-driver.webm', scenes: addDriver, duration: 15_000 },
};

// The WebM file around the VP8 frames (Matroska elements, https://www.matroska.org/technical/elements.html):
// a cluster per key frame, and cues before the clusters so that a player can seek at once.
const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  maxIdLength: 0x42f2,
  maxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  colour: 0x55b0,
  matrixCoefficients: 0x55b1,
  range: 0x55b9,
  transferCharacteristics: 0x55ba,
  primaries: 0x55bb,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
};

/** An 8-byte EBML size: always fits, whatever the payload. */
function sizeVint(value) {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(value, 2, 6);
  return out;
}

function element(id, ...payload) {
  const body = Buffer.concat(payload);
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  return Buffer.concat([idBytes.subarray(idBytes.findIndex((byte) => byte !== 0)), sizeVint(body.length), body]);
}

/** An unsigned integer: in as few bytes as it needs, or in `width` bytes (a size fixed in advance). */
function uint(id, value, width) {
  const bytes = width ?? Math.max(1, Math.ceil(Math.log2(value + 1) / 8));
  const out = Buffer.alloc(bytes);
  out.writeUIntBE(value, 0, bytes);
  return element(id, out);
}

const utf8 = (id, value) => element(id, Buffer.from(value, 'utf8'));

function float(id, value) {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return element(id, out);
}

function webm({ width, height, durationMs, frames, data }) {
  const header = element(
    ID.ebml,
    uint(ID.ebmlVersion, 1),
    uint(ID.ebmlReadVersion, 1),
    uint(ID.maxIdLength, 4),
    uint(ID.maxSizeLength, 8),
    utf8(ID.docType, 'webm'),
    uint(ID.docTypeVersion, 2),
    uint(ID.docTypeReadVersion, 2),
  );
  const info = element(
    ID.info,
    uint(ID.timecodeScale, 1_000_000),
    float(ID.duration, durationMs),
    utf8(ID.muxingApp, 'make-help-video'),
    utf8(ID.writingApp, 'make-help-video'),
  );
  const tracks = element(
    ID.tracks,
    element(
      ID.trackEntry,
      uint(ID.trackNumber, 1),
      uint(ID.trackUid, 1),
      uint(ID.trackType, 1),
      uint(ID.flagLacing, 0),
      utf8(ID.codecId, 'V_VP8'),
      element(
        ID.video,
        uint(ID.pixelWidth, width),
        uint(ID.pixelHeight, height),
        // What encode() wrote: BT.601 (SMPTE 170M) in studio range.
        element(ID.colour, uint(ID.matrixCoefficients, 6), uint(ID.range, 1), uint(ID.transferCharacteristics, 6), uint(ID.primaries, 6)),
      ),
    ),
  );
  const clusters = [];
  let offset = 0;
  for (const frame of frames) {
    const payload = data.subarray(offset, offset + frame.size);
    offset += frame.size;
    if (frame.key || clusters.length === 0) clusters.push({ ms: frame.ms, blocks: [] });
    const cluster = clusters[clusters.length - 1];
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(frame.ms - cluster.ms, 1);
    head[3] = frame.key ? 0x80 : 0;
    cluster.blocks.push(element(ID.simpleBlock, head, payload));
  }
  const built = clusters.map((cluster) => element(ID.cluster, uint(ID.timecode, cluster.ms), ...cluster.blocks));
  // A cue's cluster position counts from the segment's payload; fixed-width, so the cues' own size is known first.
  const cues = (positions) =>
    element(
      ID.cues,
      ...clusters.map((cluster, i) =>
        element(ID.cuePoint, uint(ID.cueTime, cluster.ms), element(ID.cueTrackPositions, uint(ID.cueTrack, 1), uint(ID.cueClusterPosition, positions[i], 4))),
      ),
    );
  let position = info.length + tracks.length + cues(clusters.map(() => 0)).length;
  const positions = built.map((cluster) => {
    const at = position;
    position += cluster.length;
    return at;
  });
  return Buffer.concat([header, element(ID.segment, info, tracks, cues(positions), ...built)]);
}

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in VIDEOS));
if (unknown.length > 0) {
  console.error(`Unknown video: ${unknown.join(', ')}. Known: ${Object.keys(VIDEOS).join(', ')}.`);
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const name of names.length > 0 ? names : Object.keys(VIDEOS)) {
    const video = VIDEOS[name];
    const page = await browser.newPage();
    // WebCodecs needs a secure context: the page is served as http://localhost, from here.
    const url = 'http://localhost/make-help-video';
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="ru"><body style="margin:0"><canvas width="${WIDTH}" height="${HEIGHT}"></canvas></body></html>`,
      }),
    );
    await page.goto(url);
    // The page gets the shared helpers and every walkthrough as source; encode() picks one by name.
    await page.addScriptTag({ content: [drawingKit, connectAggregator, addDriver].map(String).join('\n') });
    const { base64, frames } = await page.evaluate(encode, {
      scenes: video.scenes.name,
      duration: video.duration,
      fps: FPS,
      keyEverySeconds: KEY_EVERY_SECONDS,
      bitsPerSecond: BITS_PER_SECOND,
    });
    await page.close();
    const file = webm({ width: WIDTH, height: HEIGHT, durationMs: video.duration, frames, data: Buffer.from(base64, 'base64') });
    const out = fileURLToPath(new URL(video.file, OUT_DIR));
    writeFileSync(out, file);
    console.info(`${out}: ${(file.length / 1024).toFixed(0)} KB, ${frames.length} frames, ${video.duration / 1000} s`);
  }
} finally {
  await browser.close();
}
