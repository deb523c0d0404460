import { Hono } from "hono";
import { HUB_PATH } from "../feeds/topics.ts";
import type { Mount } from "../http/app.ts";
import { log } from "../log.ts";
import type { Hub, HubOptions } from "./mod.ts";

/** The hub's part of `serve`, with the hub's modules imported when it starts (see {@link createLazyHub}). */
export interface LazyHub {
  /** `POST /api/websub/hub` (and its 405), answered by the hub once imported; a request before waits for it. */
  mount: Mount;
  /** Imports and starts the hub; call once after listening. */
  start(signal: AbortSignal): void;
  /** Checks topics for new content hashes (see {@link Hub.detectChanges}), once the hub is imported. */
  detectChanges(): Promise<number>;
  /** Stops the hub if it was imported, waiting for its running jobs. */
  stop(): Promise<void>;
}

/**
 * The hub of {@link import("./mod.ts").createHub}, but its modules (the worker, schedule, outbound client and the
 * rest: 22 modules, about 26 ms at start) are imported by `start`, after listening, rather than before the first
 * answer. The route is registered at once: a hub request that arrives first imports the hub itself and waits for it.
 */
export function createLazyHub(options: HubOptions): LazyHub {
  let loading: Promise<{ hub: Hub; routes: Hono }> | null = null;
  const load = () =>
    loading ??= import("./mod.ts").then(({ createHub }) => {
      const hub = createHub(options);
      const routes = new Hono();
      hub.mount(routes);
      return { hub, routes };
    });
  return {
    mount: (app) => {
      // The connection info (the client's address, for the rate limit) travels in the env, as Deno.serve gave it.
      app.all(HUB_PATH, async (c) => (await load()).routes.fetch(c.req.raw, c.env));
    },
    start(signal) {
      // A failed import is logged here and shows as the 500 of each hub request.
      load().then(
        ({ hub }) => {
          if (!signal.aborted) hub.start(signal);
        },
        (error) => log("error", "cannot start the WebSub hub", { error: String(error) }),
      );
    },
    detectChanges: () => load().then(({ hub }) => hub.detectChanges(), () => 0),
    async stop() {
      if (loading) await (await loading).hub.stop();
    },
  };
}
