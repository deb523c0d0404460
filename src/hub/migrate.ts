import { log } from "../log.ts";
import { countSlot, type DeliverJob, digest, keys, type Subscription } from "./store.ts";

/**
 * Moves records written before keys carried digests (["hub", "sub", topic, callback]) to the digest layout, and
 * counts them under the caps. Runs at start-up; a no-op once done. Each record moves in one checked commit, so two
 * instances starting together move it once. A pending retry under an old key is dropped: the next change (or this
 * start-up's change detection) delivers the current content anyway.
 */
export async function migrateLegacyKeys(kv: Deno.Kv): Promise<number> {
  let moved = 0;
  for await (const entry of kv.list<Subscription>({ prefix: keys.subs() })) {
    const sub = entry.value;
    if (entry.key[3] === digest(sub.callback)) continue;
    const target = await kv.get(keys.sub(sub.topic, sub.callback));
    const op = kv.atomic().check(entry, target).delete(entry.key)
      .delete(["hub", "host", sub.host, sub.topic, sub.callback])
      .delete(["hub", "job", "deliver", sub.topic, sub.callback]);
    if (!target.value) {
      op.set(keys.sub(sub.topic, sub.callback), sub).set(keys.byHost(sub.host, sub.topic, sub.callback), true);
      countSlot(op, sub.host, 1);
    }
    if ((await op.commit()).ok) moved++;
  }
  for await (const entry of kv.list<DeliverJob>({ prefix: ["hub", "job", "deliver"] })) {
    if (entry.key[4] !== digest(entry.value.callback)) await kv.atomic().check(entry).delete(entry.key).commit();
  }
  if (moved) log("info", "hub subscriptions moved to digest keys", { moved });
  return moved;
}
