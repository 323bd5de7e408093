/**
 * Saving a file the server sent (exports, reports) under the name it carries. Every download of
 * the cabinet goes through `saveResponseFile`: the file is fetched with the bearer token (a plain
 * link or window.open would carry none), then saved from an object URL by an anchor with a
 * `download` name. A name the browser has to guess comes out as «download» without an extension,
 * so the name is always given: the server's, or the caller's fallback, with the extension of the
 * content type when it lacks one.
 */

/** Extensions of the types the cabinet downloads. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'application/pdf': 'pdf',
};
const DEFAULT_EXTENSION = 'xlsx';

/** The browser reads the object URL after click() returns; a slow disk may take a while. */
export const REVOKE_AFTER_MS = 60_000;

/** RFC 8187 ext-value: charset'language'percent-encoded, optionally quoted by lenient servers. */
const EXT_VALUE = /^(?<charset>[\w!#$%&+^`{}~-]+)'[\w-]*'(?<value>.*)$/;

/** The parameters of a Content-Disposition header, names lower-cased, quotes and escapes undone. */
function parameters(disposition: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of disposition.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    if (name !== undefined && !found.has(name)) found.set(name, value);
  }
  return found;
}

function decodeExtValue(raw: string): string | null {
  const groups = EXT_VALUE.exec(raw)?.groups;
  if (groups?.value === undefined || groups.charset === undefined) return null;
  const charset = groups.charset.toLowerCase();
  try {
    if (charset === 'utf-8') return decodeURIComponent(groups.value);
    if (charset === 'iso-8859-1') {
      return groups.value.replace(/%([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    }
  } catch {
    // A malformed percent sequence: the plain filename (or the fallback) is the better name.
  }
  return null;
}

/** No folders, no control characters, no leading dots: a name every file system takes. */
function cleanName(name: string): string {
  return name
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .replace(/^\.+/, '');
}

/** The extension of a MIME type the cabinet knows (parameters such as `; charset` ignored). */
export function extensionOf(contentType: string | null | undefined): string {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS[type] ?? DEFAULT_EXTENSION;
}

function withExtension(name: string, contentType: string | null | undefined): string {
  return /\.[\p{L}\p{N}]{1,8}$/u.test(name) ? name : `${name}.${extensionOf(contentType)}`;
}

/**
 * The file name of a Content-Disposition header (RFC 6266: filename* before filename), or the
 * fallback; always with an extension, taken from the content type when the name has none.
 */
export function fileNameOf(disposition: string | null, fallback: string, contentType?: string | null): string {
  // A lenient server may send the parameters without a disposition type before them.
  const params = disposition === null ? new Map<string, string>() : parameters(`;${disposition}`);
  const extended = params.get('filename*');
  const candidates = [extended === undefined ? null : decodeExtValue(extended), params.get('filename') ?? null, fallback];
  for (const candidate of candidates) {
    const name = candidate === null ? '' : cleanName(candidate);
    if (name !== '') return withExtension(name, contentType);
  }
  return withExtension('file', contentType);
}

/** Saves a blob under `fileName` from an anchor that sits in the document while it is clicked. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** What a file answer of the http client carries. */
export interface FileResponse {
  blob: Blob;
  headers: Headers;
}

/** Saves a file answer under the server's name (or the fallback); returns the name used. */
export function saveResponseFile(response: FileResponse, fallback: string): string {
  const contentType = response.headers.get('content-type') ?? response.blob.type;
  const name = fileNameOf(response.headers.get('content-disposition'), fallback, contentType);
  saveBlob(response.blob, name);
  return name;
}
