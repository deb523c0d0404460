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
    "(?:ac|a/c|air conditioner|air conditioning|ac unit|condenser) (?:kept|keeps) (?:shutting off|turning off|tripping|freezing)",
    "(?:ac|a/c|air conditioner|air conditioning|ac unit) (?:wouldn't|won't|would not|didn't|did not) (?:turn on|start|kick on|cool)",
    "(?:ac|a/c|air conditioner|air conditioning|ac unit) (?:was|is) (?:barely cooling|rattling|buzzing|humming|making)",
    "(?:ac|a/c|air conditioner|air conditioning) (?:service call|problems?|issues?|not working|stopped working)",
  ],
  "ac-installation": [
    "new (?:ac|a/c|air conditioner|central air|ac unit|condenser|cooling system)",
    "(?:ac|a/c|air conditioner|central air) (?:install|installation|installed|replacement|replaced)",
    "(?:installed|replaced|put in) (?:a|an|our|the|my) (?:new )?(?:ac|a/c|air conditioner|condenser|central air)",
    "(?:install|installing|replace|replacing|put in|putting in) (?:a |an |our |the |my )?(?:new )?" +
    "(?:ac|a/c|air conditioner|condenser|central air)",
  ],
  "furnace-repair": [
    "furnace (?:repair|fix)",
    "(?:fixed|repaired|diagnosed) (?:the|our|my) (?:furnace|heater|heat)",
    "furnace (?:stopped|quit|died|went out|broke|was broken|kept shutting off|wouldn't (?:start|ignite|light)|" +
    "was making|was short cycling|short cycling)",
    "no heat",
    "(?:igniter|ignitor|flame sensor|inducer motor|pilot light)",
    "furnace (?:kept|keeps) (?:turning on and off|shutting (?:off|down)|cycling|clicking)",
    "furnace (?:would|wouldn't|won't|would not) (?:click|turn on|start|stay on|stay lit)",
    "furnace (?:was|is) (?:running|blowing|squealing|banging|leaking)",
    "(?:blower|fan) on (?:the|our|my) furnace",
    "(?:heat|heater) (?:went out|stopped working|quit|died)",
  ],
  "furnace-installation": [
    "new furnace",
    "furnace (?:install|installation|installed|replacement|replaced)",
    "(?:installed|replaced|put in) (?:a|an|our|the|my) (?:new )?(?:furnace|boiler)",
    "(?:install|installing|replace|replacing|put in|putting in) (?:a |an |our |the |my )?(?:new )?(?:furnace|boiler)",
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
    "draining(?: slowly| slow)?",
    "hydro[- ]?jett?(?:ing|ed)?",
    "backed up (?:sink|tub|shower|toilet)",
  ],
  "sewer-line-repair": [
    "sewer(?: line| lines| main| pipe)?",
    "sewage",
    "main line",
    "camera inspection",
    "tree roots?",
  ],
  "leak-repair": [
    "leaks?",
    "leaking",
    "leaky",
    "burst pipes?",
    "pipe (?:burst|broke|broken)",
    "water (?:damage|everywhere|on the floor|in the basement)",
    "slab leak",
    "frozen pipes?",
    "pipes? (?:froze|frozen|freezing|burst|split|cracked)",
    "(?:froze|frozen) and (?:split|cracked|burst)",
    "water stains?",
    "pipe repairs?",
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
