import type { Address, Business } from "../model/mod.ts";

/** A business with every optional field filled in: what the generator needs to write links and replies. */
export type CompleteBusiness = { [K in keyof Business]: NonNullable<Business[K]> } & {
  address: { [K in keyof Address]: string };
};

/** The fictional business of the bundled dataset: a heating, cooling and plumbing company in the Denver metro. */
export const SUMMIT_COMFORT: CompleteBusiness = {
  id: "summit-comfort",
  name: "Summit Comfort Heating, Cooling & Plumbing",
  category: "HVACBusiness",
  staff_title: "technician",
  description:
    "Family-owned heating, air conditioning and plumbing contractor serving the Denver metro area since 2009. " +
    "Repairs, replacements, maintenance plans and 24/7 emergency service.",
  url: "https://summitcomfort.example.com",
  telephone: "+1-303-555-0142",
  email: "service@summitcomfort.example.com",
  address: {
    street: "4820 W Colfax Ave",
    locality: "Lakewood",
    region: "CO",
    postal_code: "80214",
    country: "US",
  },
  geo: { lat: 39.7402, lng: -105.0483 },
  hours: [
    { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "19:00" },
    { days: ["Sa"], opens: "08:00", closes: "16:00" },
  ],
  services: [
    { id: "ac-repair", label: "AC Repair" },
    { id: "ac-installation", label: "AC Installation" },
    { id: "furnace-repair", label: "Furnace Repair" },
    { id: "furnace-installation", label: "Furnace Installation" },
    { id: "heat-pump-service", label: "Heat Pump Service" },
    { id: "hvac-maintenance", label: "HVAC Maintenance" },
    { id: "water-heater-service", label: "Water Heater Service" },
    { id: "tankless-water-heater", label: "Tankless Water Heater Installation" },
    { id: "drain-cleaning", label: "Drain Cleaning" },
    { id: "sewer-line-repair", label: "Sewer Line Repair" },
    { id: "leak-repair", label: "Leak Detection and Repair" },
    { id: "emergency-service", label: "24/7 Emergency Service" },
    { id: "ductwork", label: "Ductwork and Indoor Air Quality" },
    { id: "thermostat-installation", label: "Smart Thermostat Installation" },
  ],
  technicians: [
    { id: "marcus-bell", name: "Marcus Bell" },
    { id: "diego-ramirez", name: "Diego Ramirez" },
    { id: "tanya-okafor", name: "Tanya Okafor" },
    { id: "kevin-walsh", name: "Kevin Walsh" },
    { id: "priya-nair", name: "Priya Nair" },
    { id: "jake-sorensen", name: "Jake Sorensen" },
    { id: "luis-herrera", name: "Luis Herrera" },
    { id: "brandon-cole", name: "Brandon Cole" },
    { id: "hannah-lindqvist", name: "Hannah Lindqvist" },
    { id: "omar-haddad", name: "Omar Haddad" },
  ],
  service_areas: [
    { id: "denver", name: "Denver" },
    { id: "lakewood", name: "Lakewood" },
    { id: "aurora", name: "Aurora" },
    { id: "arvada", name: "Arvada" },
    { id: "westminster", name: "Westminster" },
    { id: "wheat-ridge", name: "Wheat Ridge" },
    { id: "golden", name: "Golden" },
    { id: "littleton", name: "Littleton" },
    { id: "englewood", name: "Englewood" },
    { id: "centennial", name: "Centennial" },
    { id: "highlands-ranch", name: "Highlands Ranch" },
    { id: "broomfield", name: "Broomfield" },
    { id: "thornton", name: "Thornton" },
  ],
};
