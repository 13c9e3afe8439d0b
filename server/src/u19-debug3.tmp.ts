import { splitRequests } from "./features/assistant/local-engine/split-requests";

console.log(splitRequests(process.argv.slice(2).join(" ")));
