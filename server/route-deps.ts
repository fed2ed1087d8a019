import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Services } from "./services.ts";

/** Options every feature's route plugin receives from buildApp. */
export type RouteDeps = { services: Services; config: Config; database: Database };
