import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderSeed, placeholderUrl } from "../../../contracts/images.ts";
import { DEMO_BRANDS } from "../../db/seed/demo-catalog.ts";
import { imagesRoutes } from "./images.routes.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(imagesRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("placeholderSeed", () => {
  it("lowercases, strips accents and extensions and keeps only [a-z0-9-]", () => {
    expect(placeholderSeed("Siemens S7-1200 CPU 1214C.jpg")).toBe("siemens-s7-1200-cpu-1214c");
    expect(placeholderSeed("Fuente de alimentación 24 V / 5 A")).toBe("fuente-de-alimentacion-24-v-5-a");
    expect(placeholderSeed("  --ABB__ACS580--  ")).toBe("abb-acs580");
    expect(placeholderSeed("")).toBe("producto");
    expect(placeholderSeed("!!!")).toBe("producto");
    const long = placeholderSeed("x".repeat(50) + "-" + "y".repeat(50));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).not.toMatch(/-$/);
    expect(placeholderUrl("Delta MS300.png")).toBe("/placeholder/delta-ms300.svg");
  });
});

describe("GET /placeholder/:seed.svg", () => {
  it("answers a cacheable SVG with a readable label", async () => {
    const res = await get("/placeholder/siemens-s7-1200-cpu-1214c.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toMatch(/^<svg [^>]*width="600" height="600"/);
    expect(res.body).toContain(">SIEMENS<");
    expect(res.body).toContain("S7 1200 CPU 1214C");
  });

  it("draws the same bytes for the same seed and different ones for different seeds", async () => {
    const a = await get("/placeholder/abb-acs580-variador-5-5-kw.svg");
    const b = await get("/placeholder/abb-acs580-variador-5-5-kw.svg");
    const c = await get("/placeholder/omron-e3z-sensor-fotoelectrico.svg");
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.body).not.toBe(c.body);
  });

  it("sanitises the seed: any spelling of a name draws the canonical image", async () => {
    const canonical = await get("/placeholder/schneider-tm221ce16r.svg");
    const messy = await get(`/placeholder/${encodeURIComponent("Schneider TM221CE16R")}.svg`);
    expect(messy.statusCode).toBe(200);
    expect(messy.body).toBe(canonical.body);
    const hostile = await get(`/placeholder/${encodeURIComponent('<script>"x"</script>')}.svg`);
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain("<script");
  });

  it("does not serve other extensions", async () => {
    expect((await get("/placeholder/siemens.png")).statusCode).toBe(404);
  });
});

describe("GET /brands/:slug.svg", () => {
  it("serves a wordmark for every demo brand", async () => {
    for (const brand of DEMO_BRANDS) {
      const res = await get(brand.logo_url);
      expect(res.statusCode, brand.logo_url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml");
      expect(res.body).toContain("<svg");
      expect(res.body.toLowerCase()).toContain(brand.name.split(" ")[0].toLowerCase());
    }
  });

  it("answers 404 for an unknown brand", async () => {
    const res = await get("/brands/acme.svg");
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ success: false, error: "Marca no encontrada" });
  });
});

describe("registration", () => {
  it("buildApp serves the images at the root, like every other route (not only when mountWeb runs)", async () => {
    const { createTestApp } = await import("../../test/app.ts");
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: "GET", url: "/placeholder/siemens-s7.svg" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("image/svg+xml");
    } finally {
      await t.close();
    }
  });
});
