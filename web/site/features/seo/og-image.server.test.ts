import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { siteOgJpeg, toOgJpeg } from "./og-image.server.ts";

describe("og images", () => {
  it("draws any picture, SVG included, into a 1200×630 JPEG", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#1d4ed8"/></svg>',
    );
    const meta = await sharp(await toOgJpeg(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("has a site picture for pages without their own", async () => {
    const meta = await sharp(await siteOgJpeg()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });
});
