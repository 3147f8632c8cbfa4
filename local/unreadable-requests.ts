/**
 * What never becomes a request the site server's handler sees: a request line or headers Node cannot parse, and
 * CONNECT. Node answers the first with an empty 400 (or 431, 408) and drops the second without a word; here each
 * gets a plain-text answer, and the server carries on.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's own answers to a request it cannot parse (its default has no body), each with a plain one, then closed. */
const unreadableRequestAnswers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** A plain-text answer written straight to the connection, which then closes: for what never became a request. */
function answerOnSocket(socket: Duplex, status: number, reason: string, text: string) {
  const body = `${reason}: ${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex) {
  // Gone, or an answer already begun: nothing more can be said on this connection.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as { bytesWritten?: number }).bytesWritten) {
    socket.destroy();
    return;
  }
  const [status, reason] = unreadableRequestAnswers[error.code ?? ''] ?? [400, 'Bad Request'];
  answerOnSocket(socket, status, reason, 'the request could not be read as HTTP.');
}

/** Has `server` answer what it cannot read, and CONNECT, in plain text. */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', answerUnreadableRequest);
  server.on('connect', (_req, socket: Duplex) =>
    answerOnSocket(socket, 405, 'Method Not Allowed', 'this server is not a proxy.'),
  );
}
