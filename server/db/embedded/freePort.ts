import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port nothing listens on now, on the loopback interface (the OS picks it). */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port on 127.0.0.1');
  return address.port;
}
