/** Helpers for HTTP benchmarks: finding or installing `wrk`, running it, reading its figures. */

/** Path of `wrk`, installing Debian's package when we are root and it is missing; null when unavailable. */
export async function ensureWrk(): Promise<string | null> {
  const which = async () => {
    const out = await new Deno.Command("sh", { args: ["-c", "command -v wrk"], stdout: "piped" }).output();
    return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
  };
  let path = await which();
  if (!path && Deno.uid?.() === 0) {
    console.error("bench: installing wrk (apt-get install wrk)");
    await new Deno.Command("sh", {
      args: ["-c", "apt-get update -qq >/dev/null && apt-get install -y -qq wrk >/dev/null"],
    }).output();
    path = await which();
  }
  return path;
}

/** One wrk run: requests per second, and the requests it completed. */
export interface WrkRun {
  rps: number;
  requests: number;
}

/** Runs wrk against a URL and returns requests per second and the requests completed. */
export async function wrkRun(
  wrk: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
  connections = 32,
): Promise<WrkRun> {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const out = await new Deno.Command(wrk, { args, stdout: "piped", stderr: "piped" }).output();
  const text = new TextDecoder().decode(out.stdout);
  const match = /Requests\/sec:\s+([\d.]+)/.exec(text);
  const requests = /(\d+) requests in/.exec(text);
  if (!match || !requests) throw new Error(`wrk gave no figure:\n${text}\n${new TextDecoder().decode(out.stderr)}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses from ${url}`);
  return { rps: Number(match[1]), requests: Number(requests[1]) };
}

/** Runs wrk against a URL and returns requests per second. */
export async function wrkRps(
  wrk: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
  connections = 32,
): Promise<number> {
  return (await wrkRun(wrk, url, headers, seconds, connections)).rps;
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux when that is unavailable). */
let ticksPerSecond: number | null = null;
async function clockTicks(): Promise<number> {
  if (ticksPerSecond === null) {
    try {
      const out = await new Deno.Command("getconf", { args: ["CLK_TCK"], stdout: "piped" }).output();
      ticksPerSecond = Number(new TextDecoder().decode(out.stdout).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * CPU seconds a process (all its threads, user and system) has used so far, from /proc/<pid>/stat; null where that
 * cannot be read (not Linux). Unlike requests per second, CPU per request barely moves when other processes take
 * the cores: it is the server's own work, which is what a bare server is compared on.
 */
export async function cpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / await clockTicks();
  } catch {
    return null;
  }
}

/** `12,345` */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
