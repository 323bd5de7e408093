/**
 * Refusals of Node's HTTP parser (headers over the size limit, a malformed request line, a client
 * too slow to send its headers) reach no route, hook or error handler: Fastify writes them to the
 * socket itself. They leave in the spec's `{error, error_msg}` shape too, uncached like every answer.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorBody } from '../../schemas/errors';
import { t } from '../../texts/t';

interface ClientError extends Error {
  code?: string;
}

function answerOf(error: ClientError): { status: number; body: ErrorBody } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { error: ERROR_CODES.badRequest, error_msg: t('errors.headersTooLarge') } };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: ERROR_CODES.badRequest, error_msg: t('errors.requestTimeout') } };
  }
  return { status: 400, body: { error: ERROR_CODES.badRequest, error_msg: t('errors.badRequest') } };
}

export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerOf(error);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy(error);
}
