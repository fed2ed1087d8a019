import {
  TEMPLATE_MESSAGES,
  type TemplateLine,
  type TemplateSection,
  type TemplateUse,
} from "../../../contracts/quote-templates.ts";
import { QUOTE_MESSAGES } from "../../../contracts/quotes.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { QuoteTemplatesRepository, TemplateRow } from "./quote-templates.repository.ts";
import type { QuotesRepository } from "./quotes.repository.ts";

const iso = (d: Date | string) => new Date(d).toISOString();

function summary(t: TemplateRow) {
  return {
    id: t.id,
    name: t.name,
    lineCount: t.lines.length,
    sections: t.sections.map((s) => s.title),
    createdBy: t.created_by_name,
    createdAt: iso(t.created_at),
    updatedAt: iso(t.updated_at),
  };
}

/**
 * Quote templates (ADR 050). Any staff member saves and uses them; admins rename and delete.
 * A template keeps what to quote, never at what price: 'Usar plantilla' prices from the catalogue.
 */
export function createQuoteTemplatesService(deps: {
  db: Db;
  repo: QuoteTemplatesRepository;
  quotesRepo: QuotesRepository;
  config: Config;
}) {
  const { db, repo, quotesRepo, config } = deps;

  /** A unique name per template (case-insensitive): a second 'Tablero principal' is a 409. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(TEMPLATE_MESSAGES.nameTaken);
      throw err;
    }
  }

  /** 'Guardar como plantilla' from any version of a quote (a draft or a sent one). */
  async function saveFromQuote(quoteId: number, name: string, userId: number | null) {
    const q = await quotesRepo.quote(quoteId);
    if (!q) throw notFound(QUOTE_MESSAGES.notFound);
    const sections: TemplateSection[] = (await quotesRepo.sectionsOf(q.id)).map((s) => ({
      title: s.title,
      optional: s.optional,
    }));
    const lines: TemplateLine[] = (await quotesRepo.linesOf(q.id)).map((l) => ({
      productId: l.product_id,
      sku: l.sku,
      description: l.description,
      quantity: l.quantity,
      section: l.section,
      // A line of an optional section is optional through its section.
      optional: l.optional && !(l.section !== null && sections[l.section]?.optional),
    }));
    const row = await named(() =>
      db.transaction(async (tx) => {
        const t = await repo.insert(tx, {
          name,
          sections,
          lines,
          delivery_time: q.delivery_time,
          payment_terms: q.payment_terms,
          notes: q.notes,
          created_by: userId,
        });
        await recordChange(tx, {
          action: "create",
          entity: "quote_template",
          entityId: t.id,
          summary: { name, from_quote: quoteId, lines: lines.length, sections: sections.length },
        });
        return t;
      }),
    );
    return get(row.id);
  }

  async function list(search?: string) {
    return (await repo.list(search || undefined)).map(summary);
  }

  async function found(id: number) {
    const t = await repo.get(id);
    if (!t) throw notFound(TEMPLATE_MESSAGES.notFound);
    return t;
  }

  async function get(id: number) {
    const t = await found(id);
    return {
      ...summary(t),
      lines: t.lines,
      sectionList: t.sections,
      deliveryTime: t.delivery_time,
      paymentTerms: t.payment_terms,
      notes: t.notes,
    };
  }

  /**
   * 'Usar plantilla': the lines priced from the catalogue now (null: 'Precio a consultar'), the
   * product's IVA rate (else IVA_RATE), its current name and code. A product deleted since comes
   * back as a free-text line to be priced. Nothing is written: the editor saves the draft.
   */
  async function use(id: number): Promise<TemplateUse> {
    const t = await found(id);
    const ids = [...new Set(t.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
    const catalogue = new Map((await repo.catalogue(ids)).map((p) => [p.id, p]));
    return {
      templateId: t.id,
      name: t.name,
      sections: t.sections,
      lines: t.lines.map((l) => {
        const p = l.productId ? catalogue.get(l.productId) : undefined;
        const price = p?.price !== null && p?.price !== undefined && Number(p.price) > 0 ? p.price : null;
        return {
          productId: p ? p.id : null,
          sku: p ? p.sku : l.sku,
          description: p ? p.name : l.description,
          quantity: l.quantity,
          unitPrice: price,
          discountPercent: 0,
          ivaRate: p?.iva_rate ?? config.quotes.ivaRate,
          section: l.section,
          optional: l.optional,
        };
      }),
      deliveryTime: t.delivery_time,
      paymentTerms: t.payment_terms,
      notes: t.notes,
    };
  }

  async function rename(id: number, name: string) {
    const before = await found(id);
    await named(() =>
      db.transaction(async (tx) => {
        await repo.rename(tx, id, name);
        await recordChange(tx, {
          action: "update",
          entity: "quote_template",
          entityId: id,
          before: { name: before.name },
          after: { name },
        });
      }),
    );
    return get(id);
  }

  async function remove(id: number) {
    await db.transaction(async (tx) => {
      const gone = await repo.remove(tx, id);
      if (!gone) throw notFound(TEMPLATE_MESSAGES.notFound);
      await recordChange(tx, { action: "delete", entity: "quote_template", entityId: id, before: { name: gone.name } });
    });
  }

  return { saveFromQuote, list, get, use, rename, remove };
}

export type QuoteTemplatesService = ReturnType<typeof createQuoteTemplatesService>;
