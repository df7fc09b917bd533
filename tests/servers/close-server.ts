import type http from 'node:http';

/** Drops open connections (keep-alive included) and resolves once the server has stopped listening. */
export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}
