import { z } from "zod";

const KebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case id");
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");
export const Weekday = z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);

export const Address = z.strictObject({
  street: z.string(),
  locality: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const OpeningHours = z.strictObject({
  days: z.array(Weekday).min(1),
  opens: Time,
  closes: Time,
});

export const Service = z.strictObject({ id: KebabId, label: z.string().min(1) });
export type Service = z.infer<typeof Service>;

/** A named thing the business lists and reviews can mention: a technician or a service area. */
export const NamedEntity = z.strictObject({ id: KebabId, name: z.string().min(1) });
export type NamedEntity = z.infer<typeof NamedEntity>;

/** The business the reviews are about (decisions.md §1). */
export const Business = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  url: z.url(),
  telephone: z.string(),
  email: z.email(),
  address: Address,
  geo: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  hours: z.array(OpeningHours),
  services: z.array(Service),
  technicians: z.array(NamedEntity),
  service_areas: z.array(NamedEntity),
});
export type Business = z.infer<typeof Business>;
