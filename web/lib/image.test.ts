import { describe, expect, it } from "vitest";
import { imageUrl } from "./image.ts";

describe("imageUrl", () => {
  it("keeps absolute and root-relative URLs", () => {
    expect(imageUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(imageUrl("http://x.test/b.png")).toBe("http://x.test/b.png");
    expect(imageUrl("/uploads/products/1/a.webp")).toBe("/uploads/products/1/a.webp");
  });

  it("turns a relative reference into a placeholder seeded by its sanitised lowercase text", () => {
    expect(imageUrl("Siemens S7-1200 CPU.JPG")).toBe("/placeholder/siemens-s7-1200-cpu.svg");
    expect(imageUrl("variador_señal.png")).toBe("/placeholder/variador-senal.svg");
  });

  it("gives null when there is no reference", () => {
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl("  ")).toBeNull();
  });
});
