/**
 * Phrases that show a review is about one of the services, beyond the service's own label and id.
 *
 * Keyed by service id. A business with other ids still gets matches on its labels and ids; these cues cover
 * how customers actually talk ("our AC quit", "new furnace", "snaked the drain"). Each cue is a regular
 * expression source, matched case-insensitively on word boundaries.
 */
export const SERVICE_CUES: Readonly<Record<string, readonly string[]>> = {
  "ac-repair": [
    "(?:ac|a/c|air conditioner|air conditioning|cooling) (?:repair|fix)",
    "(?:fixed|repaired|diagnosed) (?:the|our|my) (?:ac|a/c|air conditioner|air conditioning|cooling)",
    "(?:ac|a/c|air conditioner|air conditioning|condenser) (?:stopped|quit|died|went out|broke|was broken|" +
    "was blowing warm|was not cooling|wasn't cooling|stopped cooling|was leaking|froze)",
    "(?:not|wasn't|isn't) cooling",
    "blowing warm air",
    "(?:capacitor|contactor|refrigerant|freon)",
  ],
  "ac-installation": [
    "new (?:ac|a/c|air conditioner|central air|ac unit|condenser|cooling system)",
    "(?:ac|a/c|air conditioner|central air) (?:install|installation|installed|replacement|replaced)",
    "(?:installed|replaced|put in) (?:a|an|our|the|my) (?:new )?(?:ac|a/c|air conditioner|condenser|central air)",
  ],
  "furnace-repair": [
    "furnace (?:repair|fix)",
    "(?:fixed|repaired|diagnosed) (?:the|our|my) (?:furnace|heater|heat)",
    "furnace (?:stopped|quit|died|went out|broke|was broken|kept shutting off|wouldn't (?:start|ignite|light)|" +
    "was making|was short cycling|short cycling)",
    "no heat",
    "(?:igniter|ignitor|flame sensor|inducer motor|pilot light)",
  ],
  "furnace-installation": [
    "new furnace",
    "furnace (?:install|installation|installed|replacement|replaced)",
    "(?:installed|replaced|put in) (?:a|an|our|the|my) (?:new )?(?:furnace|boiler)",
  ],
  "heat-pump-service": ["heat pumps?", "mini[- ]splits?"],
  "hvac-maintenance": [
    "tune[- ]?ups?",
    "(?:annual|yearly|seasonal|spring|fall|preventive|preventative) (?:maintenance|check|inspection|service)",
    "maintenance (?:plan|visit|agreement|membership|check)",
    "(?:hvac|furnace|ac) (?:maintenance|inspection|check[- ]?up)",
  ],
  "water-heater-service": [
    "water heaters?",
    "hot water (?:heater|tank)",
    "no hot water",
    "(?:anode rod|pilot|thermocouple|relief valve)",
  ],
  "tankless-water-heater": ["tankless", "on[- ]demand water heater"],
  "drain-cleaning": [
    "drains?",
    "clogs?",
    "clogged",
    "snaked",
    "hydro[- ]?jett?(?:ing|ed)?",
    "backed up (?:sink|tub|shower|toilet)",
  ],
  "sewer-line-repair": ["sewer(?: line| lines| main| pipe)?", "main line", "camera inspection", "tree roots?"],
  "leak-repair": [
    "leaks?",
    "leaking",
    "leaky",
    "burst pipes?",
    "pipe (?:burst|broke|broken)",
    "water (?:damage|everywhere|on the floor|in the basement)",
    "slab leak",
  ],
  "emergency-service": [
    "emergency",
    "(?:middle of the night|late at night|after hours|on a sunday|on a holiday|christmas eve|new year'?s|" +
    "thanksgiving|same[- ]day)",
    "24/7",
  ],
  "ductwork": [
    "duct(?:s|work)?",
    "air quality",
    "air purifier",
    "humidifier",
    "dehumidifier",
    "air filters?",
    "vents?",
  ],
  "thermostat-installation": ["thermostats?", "nest", "ecobee"],
};
