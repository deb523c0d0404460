import { z } from "zod";
import { ReviewOutput } from "./reviews.ts";
import { EntityInsight, type EntityKind } from "../../model/mod.ts";
import type { DatasetViews } from "../../http/views.ts";
import {
  exampleReviews,
  fail,
  type McpContext,
  norm,
  ok,
  READ_ONLY,
  type Registration,
  validList,
} from "../context.ts";

// Built once at load: a server is built per HTTP request and zod schemas are slow to build.
/** The entity's own fields at the top level (decisions.md §7) plus its most recent reviews. */
const EntityResult = EntityInsight.extend({ recent_reviews: z.array(ReviewOutput) });
const EntityInputs = new Map<string, z.ZodType>();
/** The input schema of one entity tool, built on first use and kept. */
function entityInput(noun: string) {
  let schema = EntityInputs.get(noun);
  if (!schema) {
    schema = z.strictObject({ name: z.string().min(1).max(100).describe(`The ${noun}'s id or name.`) });
    EntityInputs.set(noun, schema);
  }
  return schema as z.ZodObject<{ name: z.ZodString }>;
}

/**
 * Finds an entity by id or name (case-insensitive); technicians also by first name when that is unambiguous,
 * like the search filter `mentions_technician`.
 */
function findEntity(views: DatasetViews, kind: EntityKind, name: string): EntityInsight | undefined {
  const entities = views.version.insights.entities[kind];
  const key = norm(name);
  const exact = entities.find((e) => norm(e.id) === key || norm(e.name) === key);
  if (exact || kind !== "technicians") return exact;
  const byFirst = entities.filter((e) => norm(e.name.split(/\s+/)[0]) === key);
  return byFirst.length === 1 ? byFirst[0] : undefined;
}

function entityTool(
  server: Parameters<Registration>[0],
  context: McpContext,
  tool: string,
  kind: EntityKind,
  noun: string,
  description: string,
) {
  server.registerTool(tool, {
    title: `${noun[0].toUpperCase()}${noun.slice(1)} insights`,
    description: `${description} Returns mention count, average rating, sentiment score, positive share, top ` +
      `phrases, first and last mention dates and recent example reviews. Unknown names list the valid ones.`,
    inputSchema: entityInput(noun),
    outputSchema: EntityResult,
    annotations: READ_ONLY,
  }, ({ name }) => {
    const views = context.views();
    const entity = findEntity(views, kind, name);
    if (!entity) {
      const valid = views.version.insights.entities[kind].map((e) => e.name);
      return fail(`Unknown ${noun} "${name}". Valid ${kind.replace("_", " ")}: ${validList(valid)}.`);
    }
    return ok({ ...entity, recent_reviews: exampleReviews(views, entity.example_review_ids) });
  });
}

const ListKind = z.enum(["technicians", "services", "problems", "service_areas", "aspects"]);
const ListInput = z.strictObject({ kind: ListKind.describe("Which list.") });
const ListOutput = z.object({
  kind: ListKind,
  count: z.int(),
  entities: z.array(z.object({ id: z.string(), name: z.string(), mention_count: z.int() })),
});

/** `get_technician`, `get_service`, `get_service_area`, `list_entities`. */
export const registerEntityTools: Registration = (server, context) => {
  entityTool(
    server,
    context,
    "get_technician",
    "technicians",
    "technician",
    "What reviews say about one named staff member (a technician, attorney, stylist...: see staff_title).",
  );
  entityTool(server, context, "get_service", "services", "service", "What reviews say about one service.");
  entityTool(server, context, "get_service_area", "service_areas", "service area", "Reviews from one service area.");

  server.registerTool("list_entities", {
    title: "List entities",
    description:
      "Lists the named staff (technicians), services, problems, service areas or aspects found in the reviews, " +
      "with ids, names and mention counts, most mentioned first. Use the ids or names with the get_* tools.",
    inputSchema: ListInput,
    outputSchema: ListOutput,
    annotations: READ_ONLY,
  }, ({ kind }) => {
    const { insights } = context.views().version;
    const entities = kind === "aspects"
      ? insights.aspects.map((a) => ({ id: a.id, name: a.label, mention_count: a.mention_count }))
      : insights.entities[kind].map((e) => ({ id: e.id, name: e.name, mention_count: e.mention_count }));
    entities.sort((a, b) => b.mention_count - a.mention_count || a.id.localeCompare(b.id));
    return ok({ kind, count: entities.length, entities });
  });
};
