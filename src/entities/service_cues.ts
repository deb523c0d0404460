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
    "(?:ac|a/c|unit|system|house|upstairs|air) (?:is |was )?(?:not|wasn't|isn't|stopped) cooling",
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
    "(?<!(?:little|almost|nearly|to|or|produces|generates|gives off|puts out) )no heat",
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
    "(?<!battery )drains?(?! (?:the |my |your |our )?(?:battery|batteries|power|charge))",
    "(?:sink|tub|shower|toilet|drain|pipe|line|sewer|kitchen|bathroom)s? (?:was |were |is |got )?(?:clogged|backed up)",
    "clogs? in (?:the|our|my) (?:sink|tub|shower|toilet|drain|pipe|line|sewer|kitchen|bathroom)",
    "(?:the|a|our|my) clog",
    "snaked",
    "draining (?:slowly|slow)",
    "hydro[- ]?jett?(?:ing|ed)?",
    "backed up (?:sink|tub|shower|toilet)",
  ],
  "sewer-line-repair": [
    "sewer(?: line| lines| main| pipe)?",
    "sewage",
    "main (?:sewer |drain )?line (?:clog|clogged|backup|backed up|repair|replacement)",
    "camera inspection",
    "tree roots?",
  ],
  "leak-repair": [
    // Not what a car or a laptop leaks: "leaking oil" is not a plumbing leak.
    "(?<!(?:oil|coolant|fluid|gas|memory|data|info|information|battery) )leaks?(?! (?:oil|coolant|fluid|gas|antifreeze|transmission|memory|data))",
    "leaking(?! (?:oil|coolant|fluid|gas|antifreeze|transmission|memory|data))",
    "leaky (?:pipe|pipes|faucet|faucets|toilet|roof|valve|sink|shower|water heater|tank)",
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
  // A day or a holiday is not an emergency ("on a Sunday afternoon", "New Years"): only words of urgency count.
  "emergency-service": [
    "emergency(?! room| exit| brake| contact)",
    "(?:middle of the night|after hours|after-hours)",
    "24/7",
  ],
  "ductwork": [
    "duct(?:s|work)?",
    "air quality",
    "air purifier",
    "humidifier",
    "dehumidifier",
    "air filters?",
    "(?:air|heating|heat|floor|ceiling|return|supply|register) vents?(?! (?:to|on|at) the side)",
    "vents? (?:cleaning|cleaned|covers?|registers?)",
  ],
  // "nest" alone is a bird's or a phrase ("empty nest"): only the thermostat brand in context.
  "thermostat-installation": ["thermostats?", "(?:google )?nest (?:thermostat|learning|e)\\b", "google nest", "ecobee"],
};
