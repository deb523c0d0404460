/** The data model: zod schemas and the types inferred from them. */
export * from "./date.ts";
export * from "./review.ts";
export * from "./business.ts";
export * from "./dataset.ts";
export * from "./insights.ts";
