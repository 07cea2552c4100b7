import ELK from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { DiagramLayoutEngine } from '@machines/diagramLayout';

let engine: DiagramLayoutEngine | undefined;

/**
 * ELK on a worker of its own, started by the first diagram and shared by the rest (it answers
 * each layout by its own message id): laying out a large machine takes tens of milliseconds
 * that the page's thread keeps for the reader, and the page's script does not carry ELK.
 */
export function diagramLayoutEngine(): DiagramLayoutEngine {
  return (engine ??= new ELK({ workerUrl: elkWorkerUrl }));
}
