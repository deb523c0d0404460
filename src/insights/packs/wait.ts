/**
 * How people talk about waiting in any trade: the wait aspect ("took forever", "seated us right away", "a huge line")
 * and what a long wait is said to be.
 */
import { READY_AS_PROMISED } from "./service_stories.ts";
import type { Aspect } from "./types.ts";

/**
 * Waiting and speed: how long things took. `strict` keeps bare speed words out ("a quick lunch", "it gets cold
 * quickly" are not about the wait): for trades where food, cars or devices are fast or slow themselves.
 */
export function waitTime(label = "Wait times", role?: "service", strict = false): Aspect {
  const bare = strict
    ? [
      "{quick|fast|efficient|speedy|swift|prompt|timely} {service|delivery|turnaround|seating}",
      "{served|seated|arrived|came out|brought|delivered|ready|done|prepared} {quickly|promptly|fast|right away|in no time|timely|efficiently}",
      "{seat|sat|seated} {us|me} {quickly|promptly|right away|immediately}",
    ]
    : ["{quick|quickly|fast|efficient|efficiently|speedy|swift|swiftly|promptly|prompt}"];
  return {
    id: "wait_time",
    label,
    role,
    positive: [
      ...bare,
      "in no time",
      "no wait",
      "{in|within} {under|less than} {an hour|* minutes|a day|* hours|* days}",
      "{didn't|did not|never} {have to |}wait {long|more than}",
      "{short|no} {wait|waiting}",
      "{never|hardly ever|rarely} {a|any} wait",
      "right away",
      "on time",
      READY_AS_PROMISED,
    ],
    negative: [
      "{slow|slowly|sluggish}",
      "{waited|waiting|wait|waits|sat} {for |}{over |almost |nearly |about |more than |at least |}{an hour|hours|forever|ages|half an hour|* hours|a long time|so long|too long|way too long}",
      "{waited|waiting|wait|waits|sat} {for |}{over |almost |nearly |about |more than |at least |}{one|two|three|1|2|3} hour",
      "had to wait",
      // Waiting on top: "I waited for another 15 minutes".
      "{waited|waiting|sat} {for |}{another|an extra|a further} {* minutes|* hours|hour|half an hour}",
      "{on the phone|on hold} for {* hours|hours|an hour|* minutes}",
      "spent {* hours|hours|an hour|* minutes|all day|all morning} on {the phone|hold|phone|the line}",
      "{long|forever|endless|ridiculous|insane|horrible} {wait|waits|waiting|line|lines}",
      // A size judged by its subject: a huge line is a wait ("the bagel was huge" is the portion's praise).
      "{huge|massive|enormous|big|crazy} {line|lines|queue|queues}",
      "{line|lines|queue} {was|were|is|are} {so |very |really |}{huge|massive|enormous|insane|crazy}",
      "took {forever|ages|way too long|too long|so long|much longer}",
      // A duration said to exceed is one: "took over an hour to get our food" (not "took about an hour").
      "{took|takes|take|taking} {over|more than|almost|nearly|well over|close to} {an hour|* hours|half an hour|" +
      "30 minutes|40 minutes|45 minutes|50 minutes|forty five minutes}",
      "{delay|delays|delayed}",
      "{running|ran} {late|behind}",
      "{wait|waits|appointment|appointments|visit} {ran|runs|running} {long|over}",
      "{waited|waiting|wait|took|takes|take} forever",
      // A wait said to be long: "the wait was long", "the wait was a bit long".
      `wait ${LONG_WAIT}`,
      // What sat at the shop for days: "my car sat there for two weeks".
      "{sat|sitting} {there |at the shop |in the shop |in their lot |}{for |}{over |almost |nearly |more than |}" +
      "{a week|a month|* days|* weeks|* months|weeks|days|months}",
    ],
    neutral: ["{wait|waited|waiting|waits|line|lines|queue}", "{took about|took around|took roughly}"],
  };
}

/** What a wait is when it is a complaint, after "wait": "was long", "is ridiculous", "was way too long". */
export const LONG_WAIT =
  "{was|is|were|has been|had been} {long|very long|so long|too long|way too long|really long|pretty long|a bit long|" +
  "quite long|extremely long|insanely long|ridiculously long|ridiculous|insane|crazy|excessive|unbearable|forever}";
