import { FREE_TEXT_LIMITS, freeTextTitle } from "../../../../contracts/free-text-lines.ts";
import { REQUEST_RULES } from "../../../../contracts/request-limits.ts";
import { toNumber } from "../../../lib/format.ts";

/** One basket line (spec §3). category and brand are the names shown on the quotation page. */
export type BasketItem = {
  id: number;
  name: string;
  description: string | null;
  /** null: the price is on request ("Consultar"): shown as such and left out of the total. */
  price: number | null;
  originalPrice: number | null;
  image: string | null;
  category: string | null;
  brand: string | null;
  quantity: number;
  /** For the WhatsApp basket message; older saved carts have none. */
  sku?: string | null;
  /** Stock as it was when added (for the line's 'En stock' / 'Sin stock'); older carts have none. */
  stockQuantity?: number | null;
  /** Staff's stock text; undefined when the product came from a card that does not carry it. */
  stockText?: string | null;
  /**
   * A line that is not in the catalogue (a parts-list code not found, ADR 021): its id is
   * negative so it never meets a product's, `sku` holds the code as typed, `description` the
   * customer's text, and it has no price. Older saved carts have no such lines.
   */
  freeText?: true;
};

/** What the parts list adds in one go: catalogue products with their quantities and free-text lines. */
export type FreeTextInput = { code: string; description: string; quantity: number };
export type LinesToAdd = {
  products: { item: Omit<BasketItem, "quantity">; quantity: number }[];
  freeText: FreeTextInput[];
};

export type BasketState = { items: BasketItem[] };

export type BasketAction =
  | { type: "add"; item: Omit<BasketItem, "quantity"> }
  | { type: "remove"; id: number }
  | { type: "updateQuantity"; id: number; quantity: number }
  | { type: "addLines"; lines: LinesToAdd }
  | { type: "clear" }
  | { type: "replace"; items: BasketItem[] };

export const emptyBasket: BasketState = { items: [] };

/** What the cart needs of a product, from any of the shapes the API returns. */
export type BasketProductInput = {
  id: number;
  name: string;
  description?: string | null;
  price?: string | number | null;
  price_amount?: string | null;
  original_price?: string | null;
  originalPrice?: string | number | null;
  main_image?: string | null;
  image?: string | null;
  category?: { name: string } | string | null;
  brand?: { name: string } | string | null;
  sku?: string | null;
  stock_quantity?: number | null;
  stock_text?: string | null;
};

const nameOf = (v: { name: string } | string | null | undefined) => (typeof v === "string" ? v : v?.name) ?? null;

/**
 * A price the basket can add up, or null when the product has none: free text such as
 * "Consultar", or a missing or zero price (saved carts from before price-on-request lines held 0).
 */
export function basketPrice(value: unknown): number | null {
  const n = toNumber(value);
  return n > 0 ? n : null;
}

/** A cart line from a product: price parsed as a number (null when on request), image from main_image. */
export function toBasketItem(p: BasketProductInput): Omit<BasketItem, "quantity"> {
  const original = p.originalPrice ?? p.original_price;
  return {
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    price: basketPrice(p.price_amount ?? p.price),
    originalPrice: original === null || original === undefined ? null : toNumber(original),
    image: p.main_image || p.image || null,
    category: nameOf(p.category),
    brand: nameOf(p.brand),
    sku: p.sku || undefined,
    stockQuantity: p.stock_quantity,
    stockText: p.stock_text,
  };
}

/** The request's limit on one line: adding or typing never goes past it (issue 22). */
export const QUANTITY_MAX = REQUEST_RULES.quantityMax;
const clampQuantity = (n: number) => Math.min(QUANTITY_MAX, Math.max(1, Math.trunc(n) || 1));

/** Two free-text lines are the same request when code and description match, case and spaces aside. */
const freeTextKey = (code: string | null | undefined, description: string | null | undefined) =>
  `${(code ?? "").trim().toLowerCase()}\u0000${(description ?? "").trim().toLowerCase().replace(/\s+/g, " ")}`;

/** A basket line for something the catalogue does not hold, under a fresh negative id. */
export function freeTextItem(input: FreeTextInput, id: number): Omit<BasketItem, "quantity"> {
  const code = input.code.trim().slice(0, FREE_TEXT_LIMITS.codeMax);
  const description = input.description.trim().slice(0, FREE_TEXT_LIMITS.descriptionMax);
  return {
    id,
    name: freeTextTitle({ code, description }),
    description: description || null,
    price: null,
    originalPrice: null,
    image: null,
    category: null,
    brand: null,
    sku: code || undefined,
    freeText: true,
  };
}

/**
 * Products and free-text lines added at once: a product already in the basket, or the same
 * free-text line, gets the quantities added; new lines go to the end in the order given.
 */
function withLines(items: BasketItem[], lines: LinesToAdd): BasketItem[] {
  const next = items.map((i) => ({ ...i }));
  const byProduct = new Map(next.filter((i) => !i.freeText).map((i) => [i.id, i]));
  const byFreeText = new Map(next.filter((i) => i.freeText).map((i) => [freeTextKey(i.sku, i.description), i]));
  for (const { item, quantity } of lines.products) {
    const present = byProduct.get(item.id);
    if (present) present.quantity = clampQuantity(present.quantity + quantity);
    else {
      const added = { ...item, quantity: clampQuantity(quantity) };
      next.push(added);
      byProduct.set(item.id, added);
    }
  }
  let lowest = Math.min(0, ...next.map((i) => i.id));
  for (const input of lines.freeText) {
    if (!input.code.trim() && !input.description.trim()) continue;
    const key = freeTextKey(input.code, input.description);
    const present = byFreeText.get(key);
    if (present) present.quantity = clampQuantity(present.quantity + input.quantity);
    else {
      const added = { ...freeTextItem(input, --lowest), quantity: clampQuantity(input.quantity) };
      next.push(added);
      byFreeText.set(key, added);
    }
  }
  return next;
}

export function basketReducer(state: BasketState, action: BasketAction): BasketState {
  switch (action.type) {
    case "add": {
      const present = state.items.some((i) => i.id === action.item.id);
      if (present) {
        return {
          items: state.items.map((i) =>
            i.id === action.item.id ? { ...i, quantity: clampQuantity(i.quantity + 1) } : i,
          ),
        };
      }
      return { items: [...state.items, { ...action.item, quantity: 1 }] };
    }
    case "addLines":
      return { items: withLines(state.items, action.lines) };
    case "remove":
      return { items: state.items.filter((i) => i.id !== action.id) };
    case "updateQuantity": {
      // The store never holds less than one; removing at zero is the quotation page's decision.
      const quantity = clampQuantity(toNumber(action.quantity));
      return { items: state.items.map((i) => (i.id === action.id ? { ...i, quantity } : i)) };
    }
    case "clear":
      return emptyBasket;
    case "replace":
      return { items: action.items.map(normaliseItem) };
  }
}

/** Σ price × quantity of the priced lines, added in integer cents so 0.1 + 0.2 stays 0.30. */
export function basketTotal(items: BasketItem[]): number {
  const cents = items.reduce((sum, i) => sum + lineCents(i), 0);
  return cents / 100;
}

/** A line's total in cents; 0 for a price-on-request line. */
export const lineCents = (i: BasketItem) => (i.price === null ? 0 : Math.round(i.price * 100) * i.quantity);

/** How many lines are left out of the total because their price is on request. */
export const priceOnRequestCount = (items: BasketItem[]) => items.filter((i) => i.price === null).length;

export const basketItemCount = (items: BasketItem[]) => items.reduce((sum, i) => sum + i.quantity, 0);

function normaliseItem(raw: BasketItem): BasketItem {
  return {
    id: raw.id,
    name: String(raw.name ?? ""),
    description: raw.description ?? null,
    price: basketPrice(raw.price),
    originalPrice: raw.originalPrice === null || raw.originalPrice === undefined ? null : toNumber(raw.originalPrice),
    image: raw.image ?? null,
    category: nameOf(raw.category as never),
    brand: nameOf(raw.brand as never),
    quantity: toNumber(raw.quantity),
    sku: typeof raw.sku === "string" && raw.sku ? raw.sku : undefined,
    stockQuantity: typeof raw.stockQuantity === "number" || raw.stockQuantity === null ? raw.stockQuantity : undefined,
    stockText: typeof raw.stockText === "string" || raw.stockText === null ? raw.stockText : undefined,
    ...(raw.freeText === true ? { freeText: true, price: null } : {}),
  };
}

/**
 * The cart saved in storage: null when nothing is saved; throws when it is corrupted (not JSON,
 * not a list of lines with a numeric id and a name). Accepts the bare list or `{ items }`.
 */
export function parseStoredBasket(raw: string | null): BasketItem[] | null {
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
  if (!Array.isArray(list)) throw new Error("El carrito guardado no es una lista");
  return list.map((entry) => {
    const item = entry as BasketItem;
    if (!item || typeof item !== "object" || typeof item.id !== "number" || typeof item.name !== "string") {
      throw new Error("El carrito guardado contiene un producto inválido");
    }
    return normaliseItem(item);
  });
}

export const serializeBasket = (items: BasketItem[]) => JSON.stringify(items);

/** Badge text: the count, capped at '99+'. */
export const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

/** Basket icon tooltip (spec §2). */
export const basketTooltip = (count: number) => (count === 0 ? "Carrito vacío" : `${count} producto(s) en cotización`);
