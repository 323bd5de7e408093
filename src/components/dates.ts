/**
 * Dates as the cabinet shows them: dd.mm.yyyy and dd.mm.yyyy hh:mm in the browser's clock.
 * Park days (YYYY-MM-DD) are shown as they are, never moved across a time zone.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-11-21" or an ISO instant -> "21.11.2026"; '' for anything else. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = DAY.exec(value);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** An ISO instant -> "21.11.2026 12:05" (a no-break space: never wrapped); '' for anything else. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(value)}\u00a0${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
