/**
 * The in-process nudge from "a report was ordered" to the reports runner, so a report starts at
 * once instead of at the next poll. The route and the runner of one process share the database
 * handle, so the signal hangs off it: no wiring through the app's dependencies, and two apps in
 * one process (tests) never wake each other's runner. Other processes find the report by polling.
 */
import type { Db } from '../../db/client';

type Listener = () => void;

const listenersByDb = new WeakMap<Db, Set<Listener>>();

/** Wakes every runner working on this database handle. */
export function wakeReportRunners(db: Db): void {
  for (const listener of listenersByDb.get(db) ?? []) listener();
}

/** Calls `listener` whenever a report is ordered through this handle; answers the unsubscribe. */
export function onReportOrdered(db: Db, listener: Listener): () => void {
  let listeners = listenersByDb.get(db);
  if (listeners === undefined) {
    listeners = new Set();
    listenersByDb.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
