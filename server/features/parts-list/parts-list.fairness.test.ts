import { describe, expect, it } from "vitest";
import { parsePartsText } from "../../../contracts/parts-list.ts";
import { createPartsListService } from "./parts-list.service.ts";

// Issue 20: while the search index is current, a list of codes the catalogue lacks is matched in
// memory, without a database statement, and in slices that let other requests run between them.
const catalogueCodes = Array.from({ length: 2_000 }, (_, i) => `6ES7${String(i).padStart(6, "0")}`);
const neighbours = (code: string, above: number, below: number) => {
  let at = catalogueCodes.findIndex((c) => c >= code);
  if (at < 0) at = catalogueCodes.length;
  const up = catalogueCodes.slice(at, at + above);
  const down = catalogueCodes.slice(Math.max(0, at - below), at).reverse();
  return [...up, ...down].map((c) => ({ id: catalogueCodes.indexOf(c) + 1, code: c }));
};

const rowOf = (id: number) => {
  const sku = catalogueCodes[id - 1];
  return {
    id,
    sku,
    sku_ec: null,
    sku_code: sku,
    sku_ec_code: null,
    name: `Producto ${id}`,
    brand_id: null,
    brand_name: null,
    price_text: null,
    price: "10.00",
    main_image: null,
  };
};

function serviceCounting() {
  const statements: string[] = [];
  const service = createPartsListService({
    repo: {
      byNormalisedCodes: async () => (statements.push("byNormalisedCodes"), []),
      fuzzy: async () => (statements.push("fuzzy"), []),
      byIds: async (ids) => {
        if (ids.length) statements.push(`byIds ${ids.length}`);
        return ids.map((id) => rowOf(id));
      },
    },
    finder: async () => ({ codeNeighbours: neighbours, searchIds: async () => [] }),
  });
  return { service, statements };
}

const unknownList = Array.from({ length: 500 }, (_, i) => `QX9-${i}-${(i * 7919) % 10007}\t1`).join("\n");

describe("parts list: fair to other visitors", () => {
  it("matches 500 unknown codes without a database statement while the index is current", async () => {
    const { service, statements } = serviceCounting();
    const result = await service.match(parsePartsText(unknownList));
    expect(result.lines.every((l) => l.status === "missing")).toBe(true);
    expect(statements).toEqual([]);
  });

  it("reads the products of a list's exact codes in one statement", async () => {
    const { service, statements } = serviceCounting();
    const result = await service.match(parsePartsText("6ES7000123\n6ES7000124"));
    expect(result.lines.map((l) => [l.match?.kind, l.match?.product.sku])).toEqual([
      ["exact", "6ES7000123"],
      ["exact", "6ES7000124"],
    ]);
    expect(statements).toEqual(["byIds 2"]);
  });

  it("lets other requests run while a long list is scored", async () => {
    const { service } = serviceCounting();
    let turns = 0;
    let matching = true;
    const tick = () => {
      if (!matching) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    await service.match(parsePartsText(unknownList));
    matching = false;
    // 500 lines in slices of 10: the loop got at least one turn per slice.
    expect(turns).toBeGreaterThanOrEqual(500 / 10);
  });
});
