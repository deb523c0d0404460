import assert from "node:assert/strict";

interface ModuleGraph {
  roots: string[];
  modules: {
    specifier: string;
    dependencies?: { specifier: string; isDynamic?: boolean; code?: { specifier: string } }[];
  }[];
}

/** A file of this repository by its path from the root, as a URL. */
const local = (path: string) => new URL(`../../${path}`, import.meta.url).href;

/** The modules `root` imports statically (evaluated before it runs), and those it imports dynamically itself. */
async function graphOf(root: string): Promise<{ statics: Set<string>; dynamics: Set<string> }> {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "--frozen", `--lock=${new URL("../deno.lock", import.meta.url).pathname}`, local(root)],
    stderr: "null",
  }).output();
  assert.ok(success, `deno info ${root}`);
  const graph = JSON.parse(new TextDecoder().decode(stdout)) as ModuleGraph;
  const modules = new Map(graph.modules.map((module) => [module.specifier, module]));
  const statics = new Set<string>();
  const pending = [graph.roots[0]];
  while (pending.length) {
    const specifier = pending.pop()!;
    if (statics.has(specifier)) continue;
    statics.add(specifier);
    for (const dependency of modules.get(specifier)?.dependencies ?? []) {
      if (!dependency.isDynamic && dependency.code) pending.push(dependency.code.specifier);
    }
  }
  const dynamics = new Set(
    (modules.get(graph.roots[0])?.dependencies ?? []).filter((dependency) => dependency.isDynamic && dependency.code)
      .map((dependency) => dependency.code!.specifier),
  );
  return { statics, dynamics };
}

Deno.test("serve evaluates only the load before the reviews file's read; the server is imported when serve begins", async () => {
  const { statics, dynamics } = await graphOf("src/cli/serve.ts");
  assert.ok(statics.has(local("src/dataset/start_load.ts")), "the load itself is static");
  assert.ok(dynamics.has(local("src/cli/run_server.ts")), "the server is a dynamic import of serve");
  // The server's modules: evaluated during the read, not before it starts.
  for (const path of ["src/cli/run_server.ts", "src/http/app.ts", "src/hub/mod.ts", "src/http/views.ts"]) {
    assert.equal(statics.has(local(path)), false, `${path} is not in serve's static graph`);
  }
  assert.ok((await graphOf("src/cli/run_server.ts")).statics.has(local("src/hub/mod.ts")));
});
