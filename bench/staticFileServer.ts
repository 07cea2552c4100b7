/**
 * The reference of a repeat certificate view in bench/drawing.ts: a bare Fastify serving one
 * file (STATIC_FILE) with @fastify/static, as the client's own files are served, at GET /file.
 * No session, access check or database: what a cached certificate's answer adds on top of
 * reading a file of the same size is the difference. PORT and HOST from the environment.
 */
import { basename, dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const file = process.env.STATIC_FILE;
if (!file) throw new Error('staticFileServer.ts needs STATIC_FILE (the file to serve)');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: dirname(file), serve: false });
app.get('/', async () => ({ status: 0 }));
app.get('/file', (_request, reply) => reply.sendFile(basename(file)));

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
