/**
 * Starts the real service (`main.ts serve`) in a child process on 127.0.0.1 and a free port, for end-to-end tests.
 * The server reports its port in its "listening" log line; `stop()` sends SIGTERM and waits for a clean exit.
 */
export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly process: Deno.ChildProcess;
  /** Log lines (parsed JSON) the server wrote to stderr so far. */
  readonly logs: Array<Record<string, unknown>>;
  /** Resolves when a log line satisfies `predicate` (checked against past lines too). */
  waitForLog(
    predicate: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  stop(): Promise<Deno.CommandStatus>;
}

export interface StartOptions {
  args?: string[];
  env?: Record<string, string>;
  /** The base URL flag is left to the server (http://localhost:<port>) unless given here. */
  baseUrl?: string;
}

const MAIN = new URL("../../main.ts", import.meta.url).pathname;

/** Starts `main.ts serve` with `args`; resolves once it listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const args = ["run", "-A", "--frozen", MAIN, "serve", "--host", "127.0.0.1", "--port", "0", ...(options.args ?? [])];
  if (options.baseUrl) args.push("--base-url", options.baseUrl);
  const process = new Deno.Command(Deno.execPath(), {
    args,
    env: { LOG_LEVEL: "info", ...options.env },
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();

  const logs: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  const reading = (async () => {
    const decoder = new TextDecoderStream();
    let buffer = "";
    for await (const chunk of process.stderr.pipeThrough(decoder)) {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        try {
          logs.push(JSON.parse(line));
        } catch {
          logs.push({ level: "raw", msg: line });
        }
        for (const wake of waiters) wake();
      }
    }
  })();

  const waitForLog = (predicate: (line: Record<string, unknown>) => boolean, timeoutMs = 20_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = logs.find(predicate);
        if (found) {
          cleanup();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for a log line; got:\n${logs.map((l) => JSON.stringify(l)).join("\n")}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  let status: Promise<Deno.CommandStatus> | null = null;
  const stop = () =>
    status ??= (async () => {
      try {
        process.kill("SIGTERM");
      } catch {
        // Already exited.
      }
      const result = await process.status;
      await reading;
      return result;
    })();

  try {
    const listening = await Promise.race([
      waitForLog((line) => line.msg === "listening", 60_000),
      process.status.then((s) => {
        throw new Error(`server exited with ${s.code}:\n${logs.map((l) => JSON.stringify(l)).join("\n")}`);
      }),
    ]);
    const port = Number(listening.port);
    return { url: `http://127.0.0.1:${port}`, port, process, logs, waitForLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
