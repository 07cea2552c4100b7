/**
 * The CPU pool's tasks (server/lib/cpu/pool.ts): each runs in a worker thread, so a
 * spreadsheet or a certificate, however heavy, never holds the event loop that answers
 * everyone else. Inputs and answers are plain data (Buffers arrive as Uint8Array).
 */
export { readSheet } from '../sheetRows';
