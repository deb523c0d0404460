import assert from "node:assert/strict";
import { CHROMIUM, CHROMIUM_FLAGS } from "../helpers/browser.ts";
import { startServer } from "../helpers/server.ts";

/**
 * `/docs` in a real Chromium that can reach nothing but 127.0.0.1: Redoc must come from the service itself (no CDN,
 * no fonts from elsewhere) and render the operations of /openapi.json.
 */
Deno.test("/docs renders the API reference in Chromium with no network beyond the service", async () => {
  const server = await startServer();
  const profile = await Deno.makeTempDir({ prefix: "docs-chromium-" });
  try {
    const output = await new Deno.Command(CHROMIUM, {
      args: [
        "--headless",
        ...CHROMIUM_FLAGS,
        `--user-data-dir=${profile}`,
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        "--virtual-time-budget=15000",
        "--dump-dom",
        `${server.url}/docs`,
      ],
      stdout: "piped",
      stderr: "null",
    }).output();
    const dom = new TextDecoder().decode(output.stdout);
    assert.equal(output.code, 0);
    // Redoc replaced the <redoc> element with the rendered reference: titles, operations and paths.
    assert.match(dom, /Public Reviews Service: Summit Comfort/);
    for (
      const text of ["Search reviews", "Reviews since a date", "/api/reviews/since/{date}", "Send one MCP message"]
    ) {
      assert.ok(dom.includes(text), `rendered docs lack "${text}"`);
    }
    assert.ok(!/https?:\/\/(?!127\.0\.0\.1|localhost)[^"' ]*\.(js|css|woff2?)/.test(dom), "no external assets");
  } finally {
    await server.stop();
    await Deno.remove(profile, { recursive: true });
  }
});
