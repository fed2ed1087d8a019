export * from "./catalog.ts";
export * from "./auth.ts";
export * from "./files.ts";
export * from "./leads.ts";
export * from "./quotes.ts";
export * from "./rate-limits.ts";
export * from "./audit.ts";
export * from "./documents.ts";
