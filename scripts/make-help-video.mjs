#!/usr/bin/env node
// Records the help panel's video instruction "Как подключить агрегатор" (15 s, 960x540, VP8 webm)
// into public/help/video/. There is no ffmpeg here: Chromium draws the walkthrough on a canvas and
// records it with canvas.captureStream() and MediaRecorder, in real time.
//   node scripts/make-help-video.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';

const OUT = fileURLToPath(new URL('../public/help/video/connect-aggregator.webm', import.meta.url));
const DURATION_MS = 15_000;
/** Flat screens compress well: 15 s stay well under 1 MB. */
const BITS_PER_SECOND = 300_000;

/** Runs inside the page: draws the walkthrough frame by frame while MediaRecorder records it. */
async function record({ duration, bitsPerSecond }) {
  const canvas = document.querySelector('canvas');
  const g = canvas.getContext('2d');
  const W = 960;
  const H = 540;
  const C = { primary: '#1565c0', accent: '#f57c00', text: '#263238', muted: '#78909c', line: '#cfd8dc', bg: '#eef2f5', ok: '#2e7d32' };
  const FONT = "Roboto, 'Segoe UI', Arial, sans-serif";
  const MENU = ['Показатели', 'Водители', 'Поездки', 'Агрегаторы', 'Аренда авто', 'Группы', 'Пользователи', 'Выплаты', 'Рефералка', 'Отчёты', 'Новости'];
  const KEY = 'mx-4f9a8b17c21e';

  const clamp = (v) => Math.max(0, Math.min(1, v));
  const ease = (v) => (v < 0.5 ? 2 * v * v : 1 - (-2 * v + 2) ** 2 / 2);
  /** 0..1 progress of the current time between two instants (seconds). */
  const span = (t, from, to) => ease(clamp((t - from) / (to - from)));
  const lerp = (a, b, v) => a + (b - a) * v;

  const text = (s, x, y, { size = 14, color = C.text, weight = 400, align = 'left' } = {}) => {
    g.font = `${weight} ${size}px ${FONT}`;
    g.fillStyle = color;
    g.textAlign = align;
    g.fillText(s, x, y);
  };
  const box = (x, y, w, h, { fill = '#fff', stroke = C.line, r = 6, lw = 1 } = {}) => {
    g.beginPath();
    g.roundRect(x, y, w, h, r);
    g.fillStyle = fill;
    g.fill();
    if (stroke) {
      g.lineWidth = lw;
      g.strokeStyle = stroke;
      g.stroke();
    }
  };
  const button = (x, y, w, label, primary = true, pressed = 0) => {
    box(x, y, w, 34, { fill: primary ? (pressed ? '#0d47a1' : C.primary) : '#fff', stroke: C.primary });
    text(label, x + w / 2, y + 22, { size: 13, color: primary ? '#fff' : C.primary, weight: 600, align: 'center' });
  };
  const chip = (x, y, label, fill) => {
    box(x, y, 94, 20, { fill, stroke: null, r: 10 });
    text(label, x + 47, y + 14, { size: 11, color: '#fff', weight: 600, align: 'center' });
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
  const ripple = (x, y, v) => {
    if (v <= 0 || v >= 1) return;
    g.beginPath();
    g.arc(x, y, 6 + 26 * v, 0, Math.PI * 2);
    g.strokeStyle = `rgba(245, 124, 0, ${1 - v})`;
    g.lineWidth = 3;
    g.stroke();
  };
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
      g.strokeStyle = C.line;
      g.lineWidth = 1;
      g.beginPath();
      g.moveTo(224, y);
      g.lineTo(936, y);
      g.stroke();
      text(name, 236, y + 22, { size: 13 });
      text(count, 473, y + 22, { size: 13 });
      chip(708, y + 7, 'Подключён', C.ok);
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
    const typed = KEY.slice(0, Math.floor(clamp((t - 7) / 2.2) * KEY.length));
    box(324, 262, 512, 34, { r: 4, stroke: t > 6.8 && t < 9.6 ? C.primary : C.line });
    text(typed, 334, 284, { size: 14 });
    if (t > 6.8 && t < 9.6 && Math.floor(t * 2) % 2 === 0) {
      g.font = `400 14px ${FONT}`;
      g.fillStyle = C.text;
      g.fillRect(335 + g.measureText(typed).width, 268, 1.5, 22);
    }
    button(556, 340, 124, 'Отмена', false);
    const checking = t > 10.2 && t < 11.4;
    button(696, 340, 140, checking ? '' : 'Проверить', true, checking ? 1 : 0);
    if (checking) {
      g.beginPath();
      g.arc(766, 357, 9, t * 8, t * 8 + Math.PI * 1.4);
      g.strokeStyle = '#fff';
      g.lineWidth = 2.5;
      g.stroke();
    }
    g.restore();
  };

  const caption = (step, label) => {
    g.fillStyle = 'rgba(38, 50, 56, 0.92)';
    g.fillRect(0, H - 52, W, 52);
    g.beginPath();
    g.arc(34, H - 26, 15, 0, Math.PI * 2);
    g.fillStyle = C.accent;
    g.fill();
    text(String(step), 34, H - 21, { size: 15, color: '#fff', weight: 700, align: 'center' });
    text(label, 60, H - 21, { size: 16, color: '#fff', weight: 500 });
  };

  /** Where the cursor is at a moment: a path through the clicks of the walkthrough. */
  const path = [
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
  ];
  const cursorAt = (t) => {
    for (let i = 1; i < path.length; i += 1) {
      const [t1, x1, y1] = path[i];
      const [t0, x0, y0] = path[i - 1];
      if (t <= t1) {
        const v = span(t, t0, t1);
        return [lerp(x0, x1, v), lerp(y0, y1, v)];
      }
    }
    const [, x, y] = path[path.length - 1];
    return [x, y];
  };

  const frame = (t) => {
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

  frame(0);
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitsPerSecond });
  const chunks = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(1000);
  const started = performance.now();
  let recordedMs = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      frame(Math.min(elapsed, duration) / 1000);
      if (elapsed >= duration) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await stopped;
  recordedMs = performance.now() - started;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), recordedMs };
}

// MediaRecorder writes a live stream: its Segment Info has no Duration, so players show no length
// and cannot seek. The Duration element (float, in TimecodeScale units) is added to Info here.
const INFO_ID = 0x1549a966;
const DURATION_ID = 0x4489;
const TIMECODE_SCALE_ID = 0x2ad7b1;

function readVint(bytes, pos, keepMarker) {
  const first = bytes[pos];
  let length = 1;
  let mask = 0x80;
  while (length <= 8 && (first & mask) === 0) {
    length += 1;
    mask >>= 1;
  }
  let value = keepMarker ? first : first & (mask - 1);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[pos + i];
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { value, length, unknown };
}

function readElement(bytes, pos) {
  const id = readVint(bytes, pos, true);
  const size = readVint(bytes, pos + id.length, false);
  const dataStart = pos + id.length + size.length;
  return { id: id.value, dataStart, size: size.unknown ? null : size.value, end: size.unknown ? bytes.length : dataStart + size.value };
}

/** An 8-byte EBML size: always fits, so nothing else has to move. */
function sizeVint(value) {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(value, 2, 6);
  return out;
}

function withDuration(bytes, milliseconds) {
  const header = readElement(bytes, 0);
  const segment = readElement(bytes, header.end);
  if (segment.size !== null) throw new Error('the recorder wrote a sized Segment: not expected');
  for (let pos = segment.dataStart; pos < bytes.length; ) {
    const element = readElement(bytes, pos);
    if (element.id === INFO_ID) {
      let scale = 1_000_000;
      for (let child = element.dataStart; child < element.end; ) {
        const field = readElement(bytes, child);
        if (field.id === DURATION_ID) return bytes;
        if (field.id === TIMECODE_SCALE_ID) scale = bytes.readUIntBE(field.dataStart, field.size);
        child = field.end;
      }
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(DURATION_ID, 0);
      duration[2] = 0x88;
      duration.writeDoubleBE((milliseconds * 1_000_000) / scale, 3);
      const idLength = readVint(bytes, pos, true).length;
      return Buffer.concat([
        bytes.subarray(0, pos + idLength),
        sizeVint(element.end - element.dataStart + duration.length),
        bytes.subarray(element.dataStart, element.end),
        duration,
        bytes.subarray(element.end),
      ]);
    }
    pos = element.end;
  }
  throw new Error('no Segment Info in the recording');
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  await page.setContent('<!doctype html><html lang="ru"><body style="margin:0"><canvas width="960" height="540"></canvas></body></html>');
  const { base64, recordedMs } = await page.evaluate(record, { duration: DURATION_MS, bitsPerSecond: BITS_PER_SECOND });
  const file = withDuration(Buffer.from(base64, 'base64'), recordedMs);
  mkdirSync(new URL('../public/help/video/', import.meta.url), { recursive: true });
  writeFileSync(OUT, file);
  console.info(`${OUT}: ${(file.length / 1024).toFixed(0)} KB, ${(recordedMs / 1000).toFixed(1)} s`);
} finally {
  await browser.close();
}
