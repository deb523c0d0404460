/**
 * Gives a JavaScript heap's garbage back to the operating system now rather than seconds later.
 *
 * Measured with Deno 2.9.6 (V8 15.0): pages that V8 frees stay in the process (its memory pool, and a young
 * generation grown to 64 MB by a load) until the memory reducer runs, which waits for the isolate to be idle, so a
 * server answering requests after a load kept about 230 MiB of the load's freed heap; a terminated Worker's heap waits
 * the same way (about 15 s, longer if the serving isolate is busy). The `gc` function below releases them at once:
 * in Deno it is V8's low-memory notification, two full mark-compacts that shrink the heap (`--trace-gc` shows
 * "Mark-Compact (reduce) ... low memory notification" twice per call), whatever options it is given; a
 * `{ type: "minor" }` call, meant as a young collection only, measured the same two full collections.
 *
 * The `gc` function exists only in a context made while V8's `--expose-gc` flag is set; the flag is set for that one
 * context (`node:vm`) and cleared again, so no other code sees a `gc` global. Where that is impossible (a runtime
 * without `node:vm` or without `v8.setFlagsFromString`), nothing happens.
 */

type Collect = (options: { type: "major" | "minor"; execution: "sync" }) => void;

let collector: Promise<Collect | null> | undefined;

async function makeCollector(): Promise<Collect | null> {
  try {
    const [{ setFlagsFromString }, { runInNewContext }] = await Promise.all([import("node:v8"), import("node:vm")]);
    setFlagsFromString("--expose-gc");
    try {
      const gc: unknown = runInNewContext("gc");
      return typeof gc === "function" ? gc as Collect : null;
    } finally {
      setFlagsFromString("--no-expose-gc");
    }
  } catch {
    return null;
  }
}

/**
 * Runs one full collection of this isolate's heap and gives its free pages back to the system (a pause of about 100
 * ms with a serving heap at 100,000 reviews, during which this thread does nothing else): call it once big garbage
 * has just become unreachable. Resolves with whether it ran.
 */
export async function releaseHeapGarbage(): Promise<boolean> {
  const collect = await (collector ??= makeCollector());
  if (!collect) return false;
  collect({ type: "major", execution: "sync" });
  return true;
}

/**
 * Makes the collector now (a context and two imports, a few milliseconds), so a later release need not: call it
 * before waiting on I/O, where the thread would be idle anyway.
 */
export function prepareCollector(): Promise<unknown> {
  return collector ??= makeCollector();
}
