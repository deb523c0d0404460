/** Helpers for HTTP benchmarks: finding or installing `wrk`, running it, reading its figure. */

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

/** Runs wrk against a URL and returns requests per second. */
export async function wrkRps(
  wrk: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
  connections = 32,
): Promise<number> {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const out = await new Deno.Command(wrk, { args, stdout: "piped", stderr: "piped" }).output();
  const text = new TextDecoder().decode(out.stdout);
  const match = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!match) throw new Error(`wrk gave no figure:\n${text}\n${new TextDecoder().decode(out.stderr)}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses from ${url}`);
  return Number(match[1]);
}

/** `12,345` */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
