/** The food & hospitality pack: restaurants, cafés, bakeries, bars and hotels. */
import { cleanliness, COMMON_BLOCKERS, pricing, service, waitTime } from "./common.ts";
import type { TaxonomyPack } from "./types.ts";

const FOODS =
  "{food|dish|dishes|meal|meals|pizza|pizzas|sushi|pasta|bread|breads|cake|cakes|pastry|pastries|croissant|" +
  "croissants|coffee|espresso|latte|burger|burgers|fries|chicken|steak|fish|salad|salads|soup|dessert|desserts|" +
  "appetizer|appetizers|entree|entrees|noodles|rice|sandwich|sandwiches|cookies|cupcakes|donuts|bagels|tacos|" +
  "drinks|cocktails|wine|beer|breakfast|brunch|lunch|dinner|pie|pies|muffins|scones|sauce|seafood|lobster|shrimp|" +
  "rolls|buns|bagel|baguette|baguettes|tart|tarts|brownies|doughnuts|sourdough|macarons|cheesecake}";

/** The food & hospitality pack. */
export const FOOD_AND_HOSPITALITY: TaxonomyPack = {
  id: "food_hospitality",
  label: "Food & hospitality",
  categories: [
    "FoodEstablishment",
    "Restaurant",
    "Bakery",
    "BarOrPub",
    "Brewery",
    "CafeOrCoffeeShop",
    "Distillery",
    "FastFoodRestaurant",
    "IceCreamShop",
    "Winery",
    "LodgingBusiness",
    "Hotel",
    "Motel",
    "BedAndBreakfast",
    "Hostel",
    "Resort",
    "Caterer",
  ],
  aspects: [
    {
      id: "food_quality",
      label: "Food and drink",
      positive: [
        "{delicious|tasty|yummy|scrumptious|mouthwatering|flavorful|flavourful|savory|succulent|tender|crispy|moist|fluffy|flaky|authentic|fresh|freshly|homemade|mouth watering}",
        `{great|amazing|excellent|fantastic|good|wonderful|incredible|awesome|superb|outstanding|perfect|best|yummy|fabulous|exquisite|divine|heavenly} ${FOODS}`,
        "{perfectly|well} {cooked|seasoned|done|made|prepared}",
        "melts in your mouth",
      ],
      negative: [
        "{bland|stale|soggy|overcooked|undercooked|overdone|burnt|burned|greasy|tasteless|flavorless|rubbery|inedible|mushy|chewy|tough|dry|overcooked|salty|oily|lukewarm|soggy}",
        `{bad|terrible|horrible|awful|mediocre|disgusting|gross|lousy|cold|inedible} ${FOODS}`,
        "too {sweet|salty|spicy|greasy|oily|dry|bland|rich|heavy|sour|bitter|cold}",
        "food poisoning",
        // Something in the food: "I found a hair in my salad".
        "{hair|hairs|bug|bugs|fly|roach|roaches|cockroach|cockroaches|maggot|maggots|worm|insect} in {my|our|the|his|her}",
        // Food that came out wrong, said without a judging word: "raw in the middle", "arrived cold".
        "{raw|pink|frozen|cold} {in the middle|inside|in the center}",
        "still {raw|frozen|pink}",
        "{came out|arrived|showed up|delivered} {ice cold|cold|lukewarm|stone cold}",
        // Hot food said to be cold: "the food was cold" (not a drink, a salad or a dessert, which should be).
        "{food|dish|dishes|meal|meals|pizza|pasta|steak|fries|soup|burger|burgers|entree|entrees|chicken|fish|" +
        "sandwich|eggs|breakfast|dinner|lunch|coffee|noodles|rice|tea|latte} {was|were|is|are|got} " +
        "{ice |stone |a bit |a little |kind of |already |}{cold|lukewarm|luke warm}",
        "{got|made me|made us} sick",
        // Food that turned or tasted wrong, said without a judging word: "it gets cold very quickly", "it was off
        // flavor", "no seasoning on it".
        // (Weather gets cold too: "it got cold outside" is no food.)
        "{gets|got|goes|went|getting|turned} {cold|soggy|stale|mushy} {very |really |so |too |}{quickly|fast}",
        `${FOODS} {gets|got|goes|went|turned} {cold|soggy|stale|mushy}`,
        "{off flavor|off flavour|off taste|tasted off|tastes off|smelled off|smells off}",
        "{no|zero|without any} {seasoning|flavor|flavour}",
      ],
      neutral: [FOODS, "{taste|tastes|tasted|flavor|flavors|flavour|flavours|cooked|menu items|cuisine|chef|kitchen}"],
    },
    service("Service", [
      "{waiter|waiters|waitress|waitresses|server|servers|host|hostess|bartender|bartenders|waitstaff|waitstaffs|wait staff|cashier|cashiers}",
      // Not "reservation", "take out" or "request": booking, ordering and asking are what customers do; what the
      // staff did with them is in the polar cues ("lost our reservation", "ignored our request").
      "{proprietor|delivery|deliveries|delivery guy|delivery guys|seated}",
      "{seat us|sat us|served us|brought us|brought out|our order|apologize|apologized|apology}",
      "{people who work there|the guy|the girl|the lady|the man|the woman}",
    ], {
      // At a table patience and hurry are the service's (in healthcare, bedside manner's).
      positive: ["{patient|patiently}", "{never|didn't|did not} {rush|rushed|hurry|hurried}"],
      negative: [
        "{brought|dropped|threw|tossed|through|slapped} {us |}the {bill|check} {at us|before|while}",
        "{felt|feel|feeling} rushed",
        // Courses that came apart and upselling are the table's service: "the dishes came out 5 minutes apart".
        "minutes apart",
        "{push|pushed|pushing|pushes} {more |extra |}{food|drinks|wine|specials|dishes|appetizers|desserts|bottles} on",
        "{didn't|did not|couldn't|could not} {have|find} {my|our} {name|names|reservation}",
        // What the staff should know of the menu ("did not know the wines"); elsewhere it is expertise's.
        "{didn't|did not} {know|seem to know} {anything|the|what|how|about|much}",
      ],
    }),
    waitTime("Waiting", "service", true),
    pricing("Price and value", ["{bill|check|tab|tip}"]),
    {
      id: "ambience",
      label: "Atmosphere",
      positive: [
        "{cozy|cosy|charming|romantic|relaxing|inviting|lively|quaint|elegant|beautiful|gorgeous|intimate|comfortable|stylish|chic|trendy}",
        "{great|nice|good|lovely|fun|cool|relaxed|chill|awesome} {atmosphere|ambience|ambiance|vibe|decor|music|view|views|setting|place|spot}",
      ],
      negative: [
        "{noisy|loud|cramped|crowded|dingy|dreary|stuffy|tacky|run down|rundown|shabby|drab}",
        "{no|zero} {atmosphere|ambience|ambiance}",
        // Of the room a small size is a complaint: "this place is incredibly tiny".
        "{place|restaurant|space|room|dining room|bar|cafe|café|seating area} {is|was} {incredibly |very |really |so |" +
        "pretty |quite |a bit |a little |kind of |super |}{tiny|cramped}",
        // A table by the toilets is a complaint without a judging word: "moved our table into the bathroom".
        "{near|into|beside} the {bathroom|bathrooms|restroom|restrooms|toilet|toilets|kitchen door}",
      ],
      neutral: [
        "{atmosphere|ambience|ambiance|decor|décor|music|vibe|seating|interior|patio|view|views|lighting|setting|room|rooms|space|furniture|tables|bar|terrace|garden}",
      ],
    },
    {
      id: "menu",
      label: "Menu and choice",
      positive: [
        "{great|wide|good|huge|nice|large|big|excellent|extensive|varied|interesting|creative} {selection|variety|menu|choice|choices|options|range}",
        "something for everyone",
        "{lot of|lots of|plenty of|tons of|so much|great|good|huge} variety",
        "so many {different |}{* |}{items|options|choices|dishes|things to choose}",
      ],
      negative: [
        "{limited|small|tiny|boring|poor|short} {selection|menu|choice|choices|options|range}",
        "{selection|menu|choice|choices|options} {is|was|are|were} {very |really |}{limited|small|tiny}",
        "{ran|run|running} out of",
      ],
      neutral: [
        "{menu|menus|selection|variety|options|choices|specials|vegetarian|vegan|gluten free|kids menu|wine list}",
      ],
    },
    {
      id: "portions",
      label: "Portion size",
      positive: [
        "{generous|huge|large|big|hearty|ample|plenty of|gigantic|enormous|massive} {portion|portions|servings|helpings}",
        // A size judged by its subject: of food it is the portion's praise ("the bagel was huge"), of a line a wait.
        `${FOODS} {was|were|is|are} {so |very |really |absolutely |just |}{huge|enormous|gigantic|massive}`,
        "{portion|portions|servings|helpings} {are|were|is|was} {very |so |really |}" +
        "{huge|large|generous|big|hearty|ample|plentiful}",
        "big enough {for two|to share|for 2}",
      ],
      negative: [
        // Leaving hungry is the portion's fault: "we left hungry".
        "{left|leave|leaving|walked out|went home} {hungry|still hungry|starving}",
        "{small|tiny|skimpy|stingy|meager|measly} {portion|portions|servings|helpings}",
        "{portion|portions|servings|helpings} {are|were|is|was} {very |so |really |a bit |kind of |}" +
        "{small|tiny|skimpy|stingy|meager|measly}",
        `${FOODS} {was|were|is|are} {so |very |really |a bit |kind of |pretty |}{tiny|skimpy|minuscule}`,
      ],
      neutral: ["{portion|portions|serving size|servings}"],
    },
    cleanliness("Cleanliness", ["{bathroom|bathrooms|restroom|restrooms|toilets}"]),
  ],
  blockers: [
    ...COMMON_BLOCKERS,
    // Words of the service in another sense: doubts, a verb, a trip out of town.
    "{have|had|has|some|my|our|serious|no} reservations about",
    "to host",
    "host {a|an|our|your|my|their}",
    "{take|took|taking|takes} out of",
    "{first|second|third} time {here|in|at|we|i|visiting|eating|coming|trying}",
  ],
  questions: [
    { aspect: "food_quality", question: "Is the food good?", subject: "the food and drink" },
    { aspect: "customer_service", question: "Is the service friendly?", subject: "the service" },
    { aspect: "pricing", question: "Is it good value for money?", subject: "price and value" },
    { aspect: "wait_time", question: "Is the wait short?", subject: "waiting" },
    { aspect: "ambience", question: "What is the atmosphere like?", subject: "the atmosphere" },
    { aspect: "menu", question: "Is there a good choice on the menu?", subject: "the menu and choice" },
    { aspect: "portions", question: "Are the portions generous?", subject: "portion sizes" },
    { aspect: "cleanliness", question: "Is it clean?", subject: "cleanliness" },
  ],
  words: {
    staff: "staff member",
    customers: "customers",
    customer: "customer",
    problemsQuestion: "What do customers order?",
  },
  problems: false,
};
