/** Path of Debian's Chromium (or CHROMIUM_PATH), or null when none is installed. */
export function findChromium(): string | null;
