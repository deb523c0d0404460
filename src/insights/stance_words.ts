/** The words stance.ts reads: who speaks, what was hoped for, who stands by. */

/** Verbs of saying, promising or judging whose subject, when it is someone else, reports that person's opinion. */
export const SPEECH_VERBS = new Set(
  ("say says said tell tells told telling claim claims claimed insist insists insisted promise promises promised " +
    "assure assures assured guarantee guarantees guaranteed").split(" "),
);
/** Verbs that are praise themselves, so their subject's praise starts at the verb: "friends recommended it highly". */
export const PRAISING_VERBS = new Set(
  "rave raves raved raving swear swears swore recommend recommends recommended".split(" "),
);
/**
 * People (and reviews, and the business's own claims) other than the reviewer whose words report an opinion with any
 * verb of saying: "my friend kept telling me how good their lunches are", "everyone says", "the website says".
 */
export const OTHER_VOICES = new Set(
  ("friend friends everyone everybody people others reviews reviewers review yelpers critics coworker coworkers " +
    "colleague colleagues neighbor neighbors neighbour neighbours website site menu sign ad ads").split(" "),
);
/**
 * The reviewer's party, whose praise is theirs only before the visit ("my wife recommended it"): what they said at
 * the visit ("my wife said the steak was the best") is the party's verdict, so only praising verbs report them.
 */
export const PARTY_VOICES = new Set(
  "wife husband boyfriend girlfriend mom dad mother father sister brother family folks kids son daughter".split(" "),
);
/**
 * The business's people, whose praise is a claim when they promise or report a clause ("the hostess promised us a great
 * table", "they said it was fresh"); "the manager said sorry" is a deed of the business, not a report.
 */
export const STAFF_VOICES = new Set(
  "he she they owner manager waiter waitress server hostess host staff employee guy lady tech technician".split(" "),
);
/** Words that open the clause a verb of saying reports: "said it had to be", "told us the fish was fresh". */
export const REPORTS_CLAUSE = new Set("that it the they we you he she there this our my their us me i".split(" "));
/** Verbs of promising and claiming, whose subject's praise is a claim even when it is the business's people. */
export const PROMISING_VERBS = new Set(
  ("claim claims claimed insist insists insisted promise promises promised assure assures assured guarantee " +
    "guarantees guaranteed").split(" "),
);
/** The reviewer (or the reader) as a subject: "I have to say", "let's just say", "needless to say". */
export const OWN_SUBJECTS = new Set(["i", "we", "you", "me", "us", "let's", "lets", "to", "i'd", "we'd", "i'll"]);
/** Verbs of others' judgement that report it in the passive: "was voted best", "is rated highly", "billed as". */
export const RATED = new Set(["voted", "rated", "named", "touted", "billed", "advertised", "hyped", "ranked"]);
/** Before a verb of telling or promising, the passive that makes the reviewer its hearer: "I was told". */
export const PASSIVE = new Set(["was", "were", "been", "being", "got", "get"]);
/** Before a verb of others' judgement, the passive that reports it: "is rated", "was voted". */
export const RATED_BY = new Set([...PASSIVE, "is", "are", "it's"]);
/** Openers of an exception by first word: "apart from", "aside from", "except for". */
export const EXCEPTING: ReadonlyMap<string, string> = new Map([["apart", "from"], ["aside", "from"], [
  "except",
  "for",
]]);
/** After "the only", what makes the sentence a consolation: "the only good thing was the salsa". */
export const ONLY_GOOD = new Set(
  "good redeeming positive saving bright nice decent upside plus pro highlight".split(" "),
);
/** Words after "heard" that make it no hearsay of an opinion: "never heard back", "heard from them", "heard of". */
export const NOT_HEARSAY = new Set(["from", "back", "of", "nothing", "anything", "no"]);
/** Verbs of expectation: the praise after them was hoped for, not found ("I expected a great meal"). */
export const EXPECTING = new Set(["expected", "expecting", "anticipated", "anticipating", "hoped", "hoping"]);
/** Words before an expectation verb that make it a comparison with what was found: "better than expected". */
export const COMPARED = new Set(["as", "than", "what", "be", "is", "are", "been"]);
/** Words of excitement that, said in the past tense, are anticipation: "we were so excited to try it". */
export const EXCITED = new Set(["excited", "thrilled", "stoked", "psyched", "pumped"]);
/** Verbs of belief that, before "would", tell what the reviewer expected: "I thought it would be fun". */
export const BELIEVED = new Set(["thought", "figured", "assumed", "imagined", "believed", "guessed"]);
export const WOULD = new Set(["would", "it'd", "they'd", "would've", "wouldve"]);
export const PAST_BE = new Set(["was", "were", "been", "had"]);
/** What "wanted" takes when it names what the reviewer came for: "wanted a quick bite", "wanted something fun". */
export const WANTED_WHAT = new Set(["a", "an", "some", "something", "just", "nothing"]);
/** People who are not the business: praise of them credits no one there ("the couple next to us were lovely"). */
export const BYSTANDERS = new Set(
  ("guy guys man men woman women lady ladies couple gentleman people family customer customers diner diners patron " +
    "patrons guest guests stranger strangers folks girl boy kids").split(" "),
);
/** Customers other than the reviewer: "another customer", "other diners", "fellow patrons". */
export const CUSTOMERS = new Set(
  "customer customers diner diners patron patrons guest guests shopper shoppers people couple".split(" "),
);
/** Words that open a clause in the reviewer's own voice again: "..., so I ordered it", "..., but we found". */
export const OWN_VOICE = new Set(
  "i we my our me us i'm we're i've we've i'd we'd so but then because it they this which".split(" "),
);
