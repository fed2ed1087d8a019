import type { ReactNode } from "react";
import { identificationText } from "../../../../contracts/id-types.ts";
import type { RequestDetail } from "../../../../contracts/requests-admin.ts";

export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-sm text-slate-900 dark:text-slate-100">{children || "—"}</dd>
    </div>
  );
}

/** The request's customer block in the inbox detail. */
export function RequestCustomer({ request }: { request: RequestDetail }) {
  return (
    <section aria-labelledby="request-customer-title">
      <h3 id="request-customer-title" className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        Cliente
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Info label="Nombre">{request.name}</Info>
        <Info label="Email">
          <a className="text-primary-700 hover:underline dark:text-primary-300" href={`mailto:${request.email}`}>
            {request.email}
          </a>
        </Info>
        <Info label="Teléfono">{request.phone}</Info>
        <Info label="Empresa">{request.company}</Info>
        {request.type === "quotation" && (
          // The type named with the number (issue 25): 'RUC: …', 'Pasaporte: …', 'Consumidor final: …'.
          <Info label="Identificación">
            {request.rucWarning ? (
              <>
                {identificationText(request.idType, request.ruc)}
                <span role="note" className="mt-1 block text-xs font-medium text-amber-700 dark:text-amber-300">
                  {request.rucWarning}
                </span>
              </>
            ) : (
              identificationText(request.idType, request.ruc)
            )}
          </Info>
        )}
        {request.type === "services" && <Info label="Servicio">{request.service}</Info>}
        <Info label="Referencia">{request.reference}</Info>
      </dl>
    </section>
  );
}
