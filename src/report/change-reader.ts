// A snapshot's change log as batches (change-batch.ts), read and parsed in a worker thread while
// the main thread reads the other collections: parsing two million change records is about half of
// what a large report costs, and on a machine with two cores it then costs next to no wall time.
// Where the worker cannot start (its file is not found beside this module or under the project's
// src/report/, as in a bundle run from elsewhere), the log is read in this thread instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { recordRefusal, type Snapshot } from '../snapshot/reader.ts';
import { changeBatches, ChangeOrderError, changesFromProjectLogs, changesSinceMs, type ChangeBatch } from './change-batch.ts';
import { UsernameCache } from './users.ts';

/** What the worker is started with. */
export interface ChangeReaderSetup {
  dir: string;
  credits: number;
}

/** What the worker posts. */
export type ChangeReaderMessage = { type: 'batch'; batch: ChangeBatch } | { type: 'done' } | { type: 'error'; message: string };

/** A change log being read: batches in stored order; close() stops reading early. */
export interface ChangeSource extends AsyncIterable<ChangeBatch> {
  close(): Promise<void>;
}

/** Batches the worker may post ahead of the consumer: about a million changes. */
const CREDITS = 256;

/**
 * Logs shorter than this are read in this thread: starting a worker and warming it up takes longer
 * than parsing them (measured on the demo's 20,000 changes: 150 ms slower with a worker).
 */
export const WORKER_MIN_CHANGES = 100_000;

const WORKER_FILE = 'change-reader-worker.ts';

/** The worker's file: beside this module when it runs from src/, else under the project (Astro bundles this module). */
function workerFile(): URL | null {
  const beside = new URL(`./${WORKER_FILE}`, import.meta.url);
  if (beside.protocol === 'file:' && existsSync(beside)) return beside;
  const underProject = join(process.cwd(), 'src', 'report', WORKER_FILE);
  return existsSync(underProject) ? pathToFileURL(underProject) : null;
}

/**
 * What a failure to read the snapshot's change log is said as: a change out of id order
 * (ChangeOrderError) at its file and line, or as what is wrong with the files (recordRefusal);
 * anything else as it is.
 */
export async function changeLogError(snapshot: Snapshot, error: unknown): Promise<unknown> {
  return error instanceof ChangeOrderError ? recordRefusal(snapshot, 'changes', error.ordinal, error.problem) : error;
}

/** The snapshot's change log as batches, read in this thread. */
async function* batchesHere(snapshot: Snapshot): AsyncGenerator<ChangeBatch> {
  try {
    yield* changeBatches(snapshot.recordBatches('changes'), new UsernameCache(), changesSinceMs(snapshot.manifest), changesFromProjectLogs(snapshot.manifest));
  } catch (error) {
    throw await changeLogError(snapshot, error);
  }
}

/** Starts reading the snapshot's change log now: in a worker thread for a long log (where one can start), else here. */
export function readChangeBatches(snapshot: Snapshot, options: { thread?: 'worker' | 'main' } = {}): ChangeSource {
  const thread = options.thread ?? (snapshot.manifest.collections.changes.count >= WORKER_MIN_CHANGES ? 'worker' : 'main');
  const file = thread === 'main' ? null : workerFile();
  if (file === null) {
    const batches = batchesHere(snapshot);
    return { [Symbol.asyncIterator]: () => batches, close: async () => void (await batches.return(undefined)) };
  }
  return new WorkerSource(file, snapshot.dir);
}

/** The consumer's side of the worker. */
class WorkerSource implements ChangeSource {
  readonly #worker: Worker;
  readonly #queue: ChangeReaderMessage[] = [];
  #waiting: ((message: ChangeReaderMessage) => void) | null = null;
  #ended = false;

  constructor(file: URL, dir: string) {
    this.#worker = new Worker(file, { workerData: { dir, credits: CREDITS } satisfies ChangeReaderSetup });
    this.#worker.on('message', (message: ChangeReaderMessage) => this.#deliver(message));
    this.#worker.on('error', (error: Error) => this.#deliver({ type: 'error', message: error.message }));
    this.#worker.on('exit', (code) => this.#deliver({ type: 'error', message: `change log reader stopped (exit code ${code})` }));
  }

  #deliver(message: ChangeReaderMessage): void {
    if (this.#waiting !== null) {
      const resolve = this.#waiting;
      this.#waiting = null;
      resolve(message);
    } else this.#queue.push(message);
  }

  #next(): Promise<ChangeReaderMessage> {
    const queued = this.#queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => (this.#waiting = resolve));
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<ChangeBatch> {
    try {
      for (;;) {
        const message = await this.#next();
        if (message.type === 'done') return;
        if (message.type === 'error') throw new Error(message.message);
        // The batch is the consumer's now: the worker may read one more.
        this.#worker.postMessage(1);
        yield message.batch;
      }
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    this.#worker.removeAllListeners('exit');
    await this.#worker.terminate();
  }
}
