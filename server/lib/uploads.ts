/**
 * A file the SPA sends as base64 in JSON (registries, statements, top-ups, bulk payouts): decoded
 * once, and refused at the file field when it is not base64, empty or over its size.
 */
import { errors } from '../errors';
import { t } from '../../texts/t';

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

export function uploadedBytes(contentBase64: string, maxBytes?: number): Buffer {
  if (!BASE64.test(contentBase64)) throw errors.file(t('registry.file.notBase64'));
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw errors.file(t('registry.file.empty'));
  if (maxBytes !== undefined && bytes.length > maxBytes) throw errors.file(t('registry.file.tooLarge', { mb: maxBytes / 1024 / 1024 }));
  return bytes;
}
