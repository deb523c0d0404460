/** Runs `main.ts` commands (init, import, ...) as a child process, the way an operator does. */
const MAIN = new URL("../../main.ts", import.meta.url).pathname;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `deno run -A --frozen main.ts ...args`; returns the exit code and both outputs. */
export async function runMain(args: string[], options: { cwd?: string } = {}): Promise<CliResult> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--frozen", MAIN, ...args],
    cwd: options.cwd,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}
