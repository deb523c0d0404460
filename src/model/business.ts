import { z } from "zod";
import { webUrl } from "./url.ts";
import { defaultStaffTitle } from "../insights/packs/mod.ts";

const KebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case id");
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");
export const Weekday = z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);

export const Address = z.strictObject({
  street: z.string().nullable(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;

export const OpeningHours = z.strictObject({
  days: z.array(Weekday).min(1),
  opens: Time,
  closes: Time,
});

export const Service = z.strictObject({ id: KebabId, label: z.string().min(1) });
export type Service = z.infer<typeof Service>;

/** A named thing the business lists and reviews can mention: a staff member or a service area. */
export const NamedEntity = z.strictObject({ id: KebabId, name: z.string().min(1) });
export type NamedEntity = z.infer<typeof NamedEntity>;

/** A schema.org LocalBusiness type name such as `Dentist`, `Bakery` or `HVACBusiness`. */
export const BusinessCategory = z.string().regex(/^[A-Z][A-Za-z]{1,63}$/, "must be a schema.org type name");

const Geo = z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/**
 * The business as published (decisions.md §1): every key present, `null` or `[]` where unknown.
 * `technicians` keeps its name for compatibility; it means the people customers name, called `staff_title`.
 */
export const Business = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  category: BusinessCategory,
  staff_title: z.string().min(1),
  description: z.string().nullable(),
  url: webUrl().nullable(),
  telephone: z.string().nullable(),
  email: z.email().nullable(),
  address: Address.nullable(),
  geo: Geo.nullable(),
  hours: z.array(OpeningHours),
  services: z.array(Service),
  technicians: z.array(NamedEntity),
  service_areas: z.array(NamedEntity),
});
export type Business = z.infer<typeof Business>;

/** The business as an operator may store it: only `id` and `name` are required; the rest may be absent or null. */
export const StoredBusiness = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  category: BusinessCategory.nullish(),
  staff_title: z.string().min(1).nullish(),
  description: z.string().nullish(),
  url: webUrl().nullish(),
  telephone: z.string().nullish(),
  email: z.email().nullish(),
  address: Address.partial().nullish(),
  geo: Geo.nullish(),
  hours: z.array(OpeningHours).nullish(),
  services: z.array(Service).nullish(),
  technicians: z.array(NamedEntity).nullish(),
  service_areas: z.array(NamedEntity).nullish(),
});
export type StoredBusiness = z.infer<typeof StoredBusiness>;

/** The word for the people customers name, when the business did not say (each taxonomy pack owns its word). */
export { defaultStaffTitle };

/** Fills every key a stored business may omit, so published output always carries them all. */
export function normalizeBusiness(stored: StoredBusiness): Business {
  const category = stored.category ?? "LocalBusiness";
  const address = stored.address
    ? {
      street: stored.address.street ?? null,
      locality: stored.address.locality ?? null,
      region: stored.address.region ?? null,
      postal_code: stored.address.postal_code ?? null,
      country: stored.address.country ?? null,
    }
    : null;
  return {
    id: stored.id,
    name: stored.name,
    category,
    staff_title: stored.staff_title ?? defaultStaffTitle(category),
    description: stored.description ?? null,
    url: stored.url ?? null,
    telephone: stored.telephone ?? null,
    email: stored.email ?? null,
    address,
    geo: stored.geo ?? null,
    hours: stored.hours ?? [],
    services: stored.services ?? [],
    technicians: stored.technicians ?? [],
    service_areas: stored.service_areas ?? [],
  };
}

/** Parses a stored business into its published form. */
export const BusinessInput = StoredBusiness.transform(normalizeBusiness);
