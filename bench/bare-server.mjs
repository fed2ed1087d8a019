// The memory bench's floor (ADR 054): Node and Fastify alone, answering one rendered page's bytes
// (brotli, as the site sends it) at every path. Run as its own process with the site's flags.
import fs from "node:fs";
import Fastify from "fastify";

const body = fs.readFileSync(process.env.BARE_BODY_FILE);
const app = Fastify();
app.get("/*", (_req, reply) => reply.type("text/html; charset=utf-8").header("content-encoding", "br").send(body));
app.get("/api/health", () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
