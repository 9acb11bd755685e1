import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Requests Node refuses before Express sees them (headers or address over 16 KB, a malformed
 * request line) get the API's JSON error shape too, instead of a bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request headers or address too large"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request timed out"]
          : [400, "Malformed HTTP request"];
    const body = JSON.stringify({ error: message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
