import { describe, expect, it } from "vitest";
import { attachmentName } from "./download-file.ts";

describe("attachmentName", () => {
  it("reads plain and RFC 5987 file names", () => {
    expect(attachmentName('attachment; filename="productos_2026-05-01.xlsx"')).toBe("productos_2026-05-01.xlsx");
    expect(attachmentName("attachment; filename*=UTF-8''cat%C3%A1logo.csv")).toBe("catálogo.csv");
    expect(attachmentName("attachment")).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
