/**
 * What a log line may say about a request or an error (152-ФЗ: a driver's phone, passport or
 * ИНН never reaches a log). A request is logged by method and path only: queries carry searches
 * by phone and name. An error keeps its type, code and the first line of its message, with any
 * SQL parameters cut off, and its stack frames: drizzle's "Failed query: … params: …" and
 * PostgreSQL's `detail` ("Key (phone)=(+7…)") hold the very values that were written.
 */
interface RequestLike {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  id?: string;
}

export function requestForLog(request: RequestLike): { method?: string; url?: string; [key: string]: unknown } {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    route: request.routeOptions?.url,
    id: request.id,
  };
}

interface ErrorLike {
  name?: string;
  code?: unknown;
  message?: string;
  stack?: string;
  statusCode?: unknown;
}

export function errorForLog(error: ErrorLike): { type: string; message: string; stack: string; [key: string]: unknown } {
  const message = ((error.message ?? '').split('\n')[0] ?? '').replace(/\bparams:.*$/i, '').slice(0, 300);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
  return { type: error.name ?? 'Error', code: error.code, statusCode: error.statusCode, message, stack: frames };
}
