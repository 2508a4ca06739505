// Worker thread of change-reader.ts: reads a snapshot's change log (checksum and count checked, as
// every read is) and posts it as batches. It runs ahead of the main thread by at most the credits
// it was given, so memory stays bounded however long the log is.
import { parentPort, workerData } from 'node:worker_threads';
import { openSnapshot, type Snapshot } from '../snapshot/reader.ts';
import { batchBuffers, ChangeBatchBuilder, changesFromProjectLogs, changesSinceMs, type ChangeBatch } from './change-batch.ts';
import { changeLogError, type ChangeReaderMessage, type ChangeReaderSetup } from './change-reader.ts';
import { UsernameCache } from './users.ts';

const port = parentPort!;
const { dir, credits: initialCredits } = workerData as ChangeReaderSetup;
let credits = initialCredits;
let wake: (() => void) | null = null;
port.on('message', (added: number) => {
  credits += added;
  wake?.();
  wake = null;
});

async function post(batch: ChangeBatch): Promise<void> {
  while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
  credits -= 1;
  port.postMessage({ type: 'batch', batch } satisfies ChangeReaderMessage, batchBuffers(batch));
}

let snapshot: Snapshot | null = null;
try {
  snapshot = await openSnapshot(dir);
  const builder = new ChangeBatchBuilder(new UsernameCache(), changesSinceMs(snapshot.manifest), changesFromProjectLogs(snapshot.manifest));
  for await (const records of snapshot.recordBatches('changes')) {
    for (const record of records) {
      const full = builder.add(record);
      if (full !== null) await post(full);
    }
  }
  const last = builder.flush();
  if (last !== null) await post(last);
  port.postMessage({ type: 'done' } satisfies ChangeReaderMessage);
} catch (caught) {
  // A change out of id order is said at its file and line, found here, where the snapshot is open.
  const error = snapshot === null ? caught : await changeLogError(snapshot, caught).catch((failed: unknown) => failed);
  port.postMessage({ type: 'error', message: (error as Error).message ?? String(error) } satisfies ChangeReaderMessage);
}
// Nothing more to wait for: let the thread end once its messages are out.
port.unref();
