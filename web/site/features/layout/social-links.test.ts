import { describe, expect, it } from "vitest";
import { socialLinks } from "./social-links.ts";

describe("socialLinks", () => {
  it("lists only the configured profiles, in a fixed order", () => {
    const links = socialLinks({
      youtube: "https://www.youtube.com/@andes",
      facebook: "https://www.facebook.com/andes",
    });
    expect(links).toEqual([
      { network: "facebook", label: "Facebook", href: "https://www.facebook.com/andes" },
      { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@andes" },
    ]);
  });

  it("shows nothing when none is configured", () => {
    expect(socialLinks({})).toEqual([]);
  });
});
