/** The background compressor's Worker, as source text (see `compress.ts`, which starts it). */

/**
 * Brotli's window for background work, in bits: 1 MiB. Its default (4 MiB) keeps an 8 MiB ring buffer and larger
 * tables while a big body is compressed (the worker grew 30 MiB for the 62 MiB `/reviews.json` against 22 at 20
 * bits); a review document repeats itself within a few reviews, so its brotli form was 0.7% larger, and made no
 * slower (1.97-2.22 s against 2.74-2.82 s in alternating runs).
 */
const BACKGROUND_BROTLI_WINDOW = 20;

/**
 * The worker's source. It is inlined (a blob URL) rather than a module file so that `deno bundle` output and the
 * compiled binary, which carry one module graph, still have it. A body arrives a chunk at a time, each acknowledged
 * once the compressor has taken it, so neither thread ever holds a second copy of a big body (a 62 MiB document
 * cloned whole had been two copies at once, and the worker's heap kept the memory).
 */
export const WORKER_SOURCE = `
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { setPriority } from "node:os";
// Background work, below the serving thread as the loader Worker is (on Linux a nice value is the thread's): on two
// cores, compressing a 62 MiB body for a second or two took the core the first answers and their clients needed.
if (Deno.build.os === "linux") {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: the same priority as the serving thread.
  }
}
const jobs = new Map();
function start(id, coding, level, size) {
  const stream = coding === "br"
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: level,
      [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_LGWIN]: ${BACKGROUND_BROTLI_WINDOW} } })
    : createGzip({ level });
  const job = { stream, parts: [], length: 0, failed: false };
  stream.on("data", (part) => {
    job.parts.push(part);
    job.length += part.length;
  });
  stream.on("error", (error) => {
    job.failed = true;
    jobs.delete(id);
    self.postMessage({ id, error: String(error) });
  });
  stream.on("end", () => {
    jobs.delete(id);
    const out = new Uint8Array(job.length);
    let at = 0;
    for (const part of job.parts) {
      out.set(part, at);
      at += part.length;
    }
    self.postMessage({ id, out }, [out.buffer]);
  });
  jobs.set(id, job);
  return job;
}
self.onmessage = (event) => {
  const { id, chunk, coding, level, size, last } = event.data;
  const job = jobs.get(id) ?? start(id, coding, level, size);
  if (job.failed) return;
  job.stream.write(chunk, () => {
    if (!last && !job.failed) self.postMessage({ id, ack: true });
  });
  if (last) job.stream.end();
};
`;
