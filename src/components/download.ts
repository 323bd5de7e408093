/** Saving a file the server sent (exports, reports) under the name it carries. */

/** The file name of a Content-Disposition header (RFC 6266 filename* first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
