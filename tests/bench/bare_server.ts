/**
 * The baseline for HTTP benchmarks: a bare `Deno.serve` answering with bytes prepared before it started, and a 304
 * on a matching If-None-Match, with the same headers the service sends. Usage: bare_server.ts <spec.json>, where
 * the spec maps paths to { file, headers, notModifiedHeaders }. Prints the port on stdout.
 */
const spec = JSON.parse(await Deno.readTextFile(Deno.args[0])) as Record<
  string,
  { file: string; headers: Record<string, string>; notModifiedHeaders: Record<string, string> }
>;
const routes = new Map<
  string,
  { body: Uint8Array<ArrayBuffer>; headers: Record<string, string>; notModifiedHeaders: Record<string, string> }
>();
for (const [path, { file, headers, notModifiedHeaders }] of Object.entries(spec)) {
  routes.set(path, { body: await Deno.readFile(file), headers, notModifiedHeaders });
}
const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: ({ port }) => console.log(port) }, (request) => {
  const url = new URL(request.url);
  const route = routes.get(url.pathname + url.search);
  if (!route) return new Response("not found", { status: 404 });
  if (request.headers.get("if-none-match") === route.headers.etag) {
    return new Response(null, { status: 304, headers: route.notModifiedHeaders });
  }
  return new Response(route.body, { headers: route.headers });
});
Deno.addSignalListener("SIGTERM", () => server.shutdown());
await server.finished;
