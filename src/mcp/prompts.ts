// @ts-types="@modelcontextprotocol/sdk/server/completable"
import { completable } from "@modelcontextprotocol/sdk/server/completable.js";
import { z } from "zod";
import { type McpContext, norm, type Registration } from "./context.ts";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Up to 20 of `names` starting with (else containing) what was typed, for argument completion. */
function complete(names: readonly string[], typed: string): string[] {
  const key = norm(typed);
  const starts = names.filter((name) => norm(name).startsWith(key));
  const contains = names.filter((name) => !norm(name).startsWith(key) && norm(name).includes(key));
  return [...starts, ...contains].slice(0, 20);
}

/** The business's word for its people ("technician", "baker", "attorney") and two of its aspect ids, for examples. */
function wording(context: McpContext): { staff: string; aspects: string } {
  const { published, insights } = context.views().version;
  const ids = insights.aspects.map((aspect) => aspect.id);
  const pricing = ids.find((id) => /pric|cost|fee|value/.test(id));
  const examples = [...new Set([ids[0], pricing].filter((id): id is string => id !== undefined))];
  return { staff: published.business.staff_title, aspects: examples.length ? examples.join(", ") : "price" };
}

/** The prompts' argument schemas, per context: completable() marks a schema for good, so it cannot be shared. */
function buildArgs(context: McpContext, { staff, aspects }: ReturnType<typeof wording>) {
  return {
    key: `${staff}|${aspects}`,
    technician: {
      technician: completable(
        z.string().min(1).describe(`${capital(staff)} name or id.`),
        (typed) => complete(context.views().version.insights.entities.technicians.map((e) => e.name), typed),
      ),
    },
    aspect: {
      aspect: completable(
        z.string().min(1).describe(`Aspect id or label, e.g. ${aspects}.`),
        (typed) => complete(context.views().version.insights.aspects.map((a) => a.id), typed),
      ),
      since: z.string().optional().describe("Start date YYYY-MM-DD (optional)."),
    },
  };
}
// Built once per context rather than per server: zod schemas are slow to build, and HTTP builds a server per request.
const argsCache = new WeakMap<McpContext, ReturnType<typeof buildArgs>>();

/** Prompts that set an assistant to work with the tools on a common question. */
export const registerPrompts: Registration = (server, context) => {
  const words = wording(context);
  let args = argsCache.get(context);
  // Rebuilt only when a reload brings another business's words.
  if (!args || args.key !== `${words.staff}|${words.aspects}`) argsCache.set(context, args = buildArgs(context, words));
  const { staff } = words;
  // The name stays "summarize_technician" for the clients that call it; what it says follows `staff_title`.
  server.registerPrompt("summarize_technician", {
    title: `Summarise a ${staff}`,
    description: `Summarise what customers say about one ${staff}, with strengths, complaints and quotes.`,
    argsSchema: args.technician,
  }, ({ technician }) => ({
    messages: [{
      role: "user",
      content: {
        type: "text",
        text: `Summarise what customers say about the ${staff} "${technician}".\n` +
          `1. Call get_technician with name "${technician}" for mention count, rating, sentiment and phrases ` +
          `(if it is unknown, the error lists valid names: pick the closest and say so).\n` +
          `2. Call search_reviews with mentions_technician "${technician}" and limit 20 for recent reviews.\n` +
          `3. Write a short summary: overall impression, what customers praise, what they criticise, and two ` +
          `short quotes with their dates. Base every claim on the reviews; give numbers where you have them.`,
      },
    }],
  }));

  server.registerPrompt("compare_aspect_over_time", {
    title: "Compare an aspect over time",
    description: `How sentiment about one aspect (e.g. ${words.aspects}) changed over a period.`,
    argsSchema: args.aspect,
  }, ({ aspect, since }) => ({
    messages: [{
      role: "user",
      content: {
        type: "text",
        text: `Compare how customers feel about "${aspect}" over time${since ? ` since ${since}` : ""}.\n` +
          `1. Call get_aspect_sentiment with aspect "${aspect}" for the overall split and phrases ` +
          `(list_entities with kind "aspects" lists valid aspects).\n` +
          `2. Call get_trends${since ? ` with from_month "${since.slice(0, 7)}"` : ""} for the monthly series.\n` +
          `3. Call search_reviews with query set to a key phrase of the aspect, once for an early period and once ` +
          `for a recent one (since/until), to compare what customers actually wrote.\n` +
          `4. Report whether the aspect improved, held steady or declined, with numbers and a quote from each period.`,
      },
    }],
  }));
};
