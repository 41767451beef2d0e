import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets an HTTP server close without cutting an answer and without waiting on idle keep-alive
 * connections. Node's own `closeIdleConnections()` (run by `server.close()`) destroys a connection
 * as soon as its answer is *ended*, even while part of it still waits to be written to a client
 * that reads slowly, which cuts that answer off; and a connection whose request was still running
 * at that moment is kept open after its answer until the keep-alive timeout. Here every connection
 * is closed once its answers have been written out (`destroySoon`: after the last byte), both for
 * the ones idle when closing starts and for the ones that finish later.
 *
 * Call once on the server before it listens; `begin()` when the shutdown starts.
 */
export function closeGracefully(server: Server): { begin(): void } {
  const sockets = new Set<Socket>();
  /** Answers not yet written out, per connection. */
  const pending = new Map<Socket, number>();
  let closing = false;

  const release = (socket: Socket) => {
    if (closing && !pending.has(socket) && !socket.destroyed) socket.destroySoon();
  };

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      pending.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    pending.set(socket, (pending.get(socket) ?? 0) + 1);
    // 'close' comes after 'finish' (everything handed to the socket) or when the client left.
    response.once('close', () => {
      const left = (pending.get(socket) ?? 1) - 1;
      if (left > 0) pending.set(socket, left);
      else pending.delete(socket);
      release(socket);
    });
  });

  // Replaces Node's version, which server.close() (and Fastify's close) call.
  server.closeIdleConnections = () => {
    for (const socket of sockets) release(socket);
  };

  return {
    begin() {
      closing = true;
    },
  };
}
