import { parseServeConfig } from "../config.ts";
import { analyserPolicy } from "../dataset/analyser_on_demand.ts";
import { loadDataDirAtStart } from "../dataset/start_load.ts";
import { dataDirSignature } from "../dataset/watch.ts";
import { buildVersion, type DatasetVersion } from "../dataset/version.ts";
import { prepareCollector, releaseHeapGarbage } from "../heap_release.ts";
import { log } from "../log.ts";

/** `main.ts serve`: serves the bundled data or a data directory until SIGINT or SIGTERM. */
export async function serveCommand(args: string[]): Promise<number> {
  const parsed = parseServeConfig(args, (name) => Deno.env.get(name));
  if (!parsed.ok) {
    console.error(`serve: ${parsed.message}\nRun "main.ts --help" for the options.`);
    return 2;
  }
  const config = parsed.config;
  // The server's modules (HTTP, hub, MCP, docs: about 30 ms of evaluation) are imported now but needed only once the
  // data is loaded: they are evaluated while this thread waits for the reviews file's read.
  const server = import("./run_server.ts");
  server.catch(() => {}); // a failure surfaces where it is awaited, below

  let initial: DatasetVersion;
  let watchedSince: string | undefined;
  if (config.dataDir) {
    // Taken before the read: a change made while the load runs is then seen by the watcher's first poll.
    watchedSince = await dataDirSignature(config.dataDir);
    // Made while the file is read rather than after (see below).
    const collectorMade = prepareCollector();
    const loaded = await loadDataDirAtStart(config.dataDir, analyserPolicy);
    if (!loaded.ok) {
      // A missing or invalid data directory is bad configuration, like a bad flag: exit 2.
      log("error", "cannot load the data directory", { dir: config.dataDir, problems: loaded.problems });
      return 2;
    }
    initial = loaded.value;
    // The load grew the heap (the young generation and pages of garbage: about 45 MB committed at 100,000 reviews,
    // the RSS at the first answer 40 MiB higher without this) and it is garbage now but for the published bytes and
    // columns, which live outside the heap or in the large-object space (the texts, see text_chunks.ts): a full
    // collection gives it back before the first answer (see heap_release.ts; 20 to 30 ms of this thread's CPU).
    await collectorMade;
    await releaseHeapGarbage();
  } else {
    // Imported only when used: parsing the bundled data (1.9 MB of JSON) is wasted on a start with --data.
    const input = (await import("../dataset/embedded.ts")).embeddedInput();
    initial = buildVersion(input.file, input.storedInsights, await analyserPolicy());
  }
  return await (await server).runServer(config, initial, watchedSince);
}
