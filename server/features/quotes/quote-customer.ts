import { idWarning, storedIdType } from "../../../contracts/customer-id.ts";
import type { QuoteCustomer, QuoteCustomerBlock, QuoteCustomerView } from "../../../contracts/quote-customer.ts";
import type { QuotationRow, QuoteRow } from "./quotes.repository.ts";

/** The quote's customer columns (issue 22). */
type CustomerColumns = Pick<
  QuoteRow,
  | "customer_name"
  | "customer_company"
  | "customer_id_type"
  | "customer_id_number"
  | "customer_address"
  | "customer_attention"
>;

/** A new draft's block from the request it answers: its name, company and identification. */
export const customerFromRequest = (request: QuotationRow): CustomerColumns => ({
  customer_name: request.name,
  customer_company: request.company,
  customer_id_type: storedIdType(request.id_type, request.ruc),
  customer_id_number: request.ruc,
  customer_address: null,
  customer_attention: null,
});

/** A new version's block from the one it follows: a correction made there is not lost. */
export const customerFromQuote = (q: QuoteRow): CustomerColumns => ({
  customer_name: q.customer_name,
  customer_company: q.customer_company,
  customer_id_type: q.customer_id_type,
  customer_id_number: q.customer_id_number,
  customer_address: q.customer_address,
  customer_attention: q.customer_attention,
});

export const customerColumns = (c: QuoteCustomer): CustomerColumns => ({
  customer_name: c.name,
  customer_company: c.company,
  customer_id_type: c.idType,
  customer_id_number: c.idNumber,
  customer_address: c.address,
  customer_attention: c.attention,
});

/** What the customer sees (status page, PDF): the block without staff's notes. */
export function customerBlock(q: QuoteRow): QuoteCustomerBlock {
  return {
    name: q.customer_name,
    company: q.customer_company,
    idType: storedIdType(q.customer_id_type, q.customer_id_number),
    idNumber: q.customer_id_number,
    address: q.customer_address,
    attention: q.customer_attention,
  };
}

/** What staff see: with the RUC warning of ADR 035 when its check digit does not match. */
export function customerView(q: QuoteRow): QuoteCustomerView {
  const block = customerBlock(q);
  return { ...block, idWarning: idWarning(block.idType, block.idNumber) };
}
