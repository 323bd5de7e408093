/**
 * The modals' timers and their queue: at most one modal at a time; one that comes due while
 * another is open waits, and the waiting ones follow in MODAL_KINDS order. Plain setTimeout and
 * Date.now, so fake clocks (vitest, Playwright's page.clock) drive it. Each kind shows at most
 * once per session.
 */
import { MODAL_KINDS, type ModalKind, type ScheduledModal } from './schedule';

type Timer = ReturnType<typeof setTimeout>;

export class ModalQueue {
  readonly startedAt: number;
  private readonly waiting: ModalKind[] = [];
  private readonly seen = new Set<ModalKind>();
  private readonly timers = new Set<Timer>();
  private readonly listeners = new Set<() => void>();
  private open: ModalKind | null = null;

  constructor(startedAt: number = Date.now()) {
    this.startedAt = startedAt;
  }

  /** Arms a timer per modal, counted from the session's start (late plans catch up at once). */
  plan(schedule: readonly ScheduledModal[]): void {
    for (const { kind, at } of schedule) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.due(kind);
        },
        Math.max(0, this.startedAt + at - Date.now()),
      );
      this.timers.add(timer);
    }
  }

  /** The modal on screen, or null. */
  current = (): ModalKind | null => this.open;

  /** Kinds shown so far in this session. */
  shown(): ReadonlySet<ModalKind> {
    return this.seen;
  }

  /** The modal on screen is gone (closed, completed): the next waiting one, if any, opens. */
  finish(kind: ModalKind): void {
    if (this.open !== kind) return;
    this.open = null;
    this.next();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    this.open = null;
  }

  private due(kind: ModalKind): void {
    if (this.seen.has(kind) || this.waiting.includes(kind)) return;
    this.waiting.push(kind);
    this.waiting.sort((a, b) => MODAL_KINDS.indexOf(a) - MODAL_KINDS.indexOf(b));
    this.next();
  }

  private next(): void {
    if (this.open === null) {
      const kind = this.waiting.shift();
      if (kind !== undefined) {
        this.open = kind;
        this.seen.add(kind);
      }
    }
    for (const listener of this.listeners) listener();
  }
}
