/**
 * The taxonomy packs and how `business.category` chooses one (decisions.md §5). A category no pack names, and the
 * default `LocalBusiness`, get the general pack: a business that did not say what it is is not read as a contractor.
 */
import { AUTO_SERVICES } from "./auto.ts";
import { FOOD_AND_HOSPITALITY } from "./food.ts";
import { GENERAL } from "./general.ts";
import { HEALTHCARE } from "./healthcare.ts";
import { HOME_SERVICES } from "./home_services.ts";
import { LEGAL } from "./legal.ts";
import { SENIOR_LIVING } from "./senior_living.ts";
import type { TaxonomyPack } from "./types.ts";

export { AUTO_SERVICES, FOOD_AND_HOSPITALITY, GENERAL, HEALTHCARE, HOME_SERVICES, LEGAL, SENIOR_LIVING };
export type { Aspect, AspectQuestion, PackWords, TaxonomyPack } from "./types.ts";

/** Every pack, general first. */
export const PACKS: readonly TaxonomyPack[] = [
  GENERAL,
  HOME_SERVICES,
  FOOD_AND_HOSPITALITY,
  HEALTHCARE,
  LEGAL,
  SENIOR_LIVING,
  AUTO_SERVICES,
];

const BY_CATEGORY: ReadonlyMap<string, TaxonomyPack> = new Map(
  PACKS.flatMap((pack) => pack.categories.map((category) => [category, pack] as const)),
);

/** The pack for a schema.org category (`Dentist` → healthcare); the general pack when none names it. */
export function packFor(category: string): TaxonomyPack {
  return BY_CATEGORY.get(category) ?? GENERAL;
}

/** The pack with this id, or undefined. */
export function packById(id: string): TaxonomyPack | undefined {
  return PACKS.find((pack) => pack.id === id);
}

/**
 * The word for the people customers name, when the business did not say: the pack's word ("attorney" for a law
 * firm, "caregiver" for a care home). `LocalBusiness` keeps `technician`, the default decisions.md §1 names.
 */
export function defaultStaffTitle(category: string): string {
  return category === "LocalBusiness" ? "technician" : packFor(category).words.staff;
}
