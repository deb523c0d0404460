import { bench } from "./hub.ts";
console.log(await bench());
console.log(await bench());
