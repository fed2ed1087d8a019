import type { ReactNode } from "react";
import { identificationText } from "../../../../contracts/id-types.ts";
import type { LeadDetail } from "../../../../contracts/leads-admin.ts";

export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-sm text-slate-900 dark:text-slate-100">{children || "—"}</dd>
    </div>
  );
}

/** The lead's customer block in the inbox detail. */
export function LeadCustomer({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="lead-customer-title">
      <h3 id="lead-customer-title" className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        Cliente
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Info label="Nombre">{lead.name}</Info>
        <Info label="Email">
          <a className="text-primary-700 hover:underline dark:text-primary-300" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        </Info>
        <Info label="Teléfono">{lead.phone}</Info>
        <Info label="Empresa">{lead.company}</Info>
        {lead.type === "quotation" && (
          // The type named with the number (issue 25): 'RUC: …', 'Pasaporte: …', 'Consumidor final: …'.
          <Info label="Identificación">
            {lead.rucWarning ? (
              <>
                {identificationText(lead.idType, lead.ruc)}
                <span role="note" className="mt-1 block text-xs font-medium text-amber-700 dark:text-amber-300">
                  {lead.rucWarning}
                </span>
              </>
            ) : (
              identificationText(lead.idType, lead.ruc)
            )}
          </Info>
        )}
        {lead.type === "services" && <Info label="Servicio">{lead.service}</Info>}
        <Info label="Referencia">{lead.reference}</Info>
      </dl>
    </section>
  );
}
