import { parentPort, workerData } from 'node:worker_threads';
import { TrackEncoder } from './mp3';
import { threadPriority } from './thread-priority';
import { warmUpAudio } from './warm-up';
import type { AudioWorkerData, WorkerReply, WorkerRequest } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');

const encoders = new Map<number, TrackEncoder>();
const setBackground = threadPriority();
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function handle(request: WorkerRequest): Promise<void> {
  if (request.type === 'drop') {
    encoders.get(request.jobId)?.release();
    encoders.delete(request.jobId);
    return;
  }
  try {
    setBackground(request.background);
    let encoder = encoders.get(request.jobId);
    if (!encoder) {
      encoder = await TrackEncoder.open(request.source);
      encoders.set(request.jobId, encoder);
    }
    const before = encoder.renderedFrames;
    const chunk = encoder.step(request.frames);
    if (encoder.done) encoders.delete(request.jobId);
    // Copy into an exactly sized buffer so only these bytes cross the thread boundary.
    const bytes = chunk.byteLength === chunk.buffer.byteLength ? (chunk.buffer as ArrayBuffer) : chunk.slice().buffer;
    reply({ type: 'chunk', jobId: request.jobId, bytes, frames: encoder.renderedFrames - before, done: encoder.done }, [bytes]);
  } catch (error) {
    encoders.get(request.jobId)?.release();
    encoders.delete(request.jobId);
    reply({ type: 'error', jobId: request.jobId, message: error instanceof Error ? error.message : String(error) });
  }
}

// One request at a time, in arrival order: a drop never overtakes the step before it.
let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request));
});

if ((workerData as AudioWorkerData | undefined)?.warmUp !== false) await warmUpAudio();
reply({ type: 'ready' });
