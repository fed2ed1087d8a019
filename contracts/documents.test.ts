import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, documentUploadErrors, formatFileSize } from "./documents.ts";

describe("documentUploadErrors (the upload form and the server share these rules)", () => {
  it("accepts a titled datasheet within the limit", () => {
    expect(documentUploadErrors({ title: "Ficha técnica", type: "datasheet", size: 1024 })).toEqual({});
    expect(documentUploadErrors({ title: "x", type: "cad", size: DOCUMENT_LIMITS.maxBytes })).toEqual({});
  });

  it("names each field that is wrong with its Spanish message", () => {
    expect(documentUploadErrors({ title: "  ", type: "folleto", size: null })).toEqual({
      file: DOCUMENT_MESSAGES.fileRequired,
      title: DOCUMENT_MESSAGES.titleRequired,
      type: DOCUMENT_MESSAGES.typeInvalid,
    });
    expect(
      documentUploadErrors({
        title: "t".repeat(DOCUMENT_LIMITS.titleMax + 1),
        type: "manual",
        size: DOCUMENT_LIMITS.maxBytes + 1,
      }),
    ).toEqual({ file: DOCUMENT_MESSAGES.tooLarge, title: DOCUMENT_MESSAGES.titleTooLong });
  });
});

describe("formatFileSize", () => {
  it("reads as a customer expects, with a decimal comma", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(850 * 1024)).toBe("850 KB");
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe("1,4 MB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
  });
});
