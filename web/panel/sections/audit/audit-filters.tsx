import { useEffect, useState, type FormEvent } from "react";
import { AUDIT_ENTITIES } from "../../../../contracts/audit.ts";
import type { StaffUser } from "../../../../contracts/users.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input, Select } from "../../../ui/field.tsx";
import type { AuditFilters } from "./audit-api.ts";
import { entityLabel } from "./audit-format.ts";

type Props = { users: StaffUser[]; applied: AuditFilters; onApply: (filters: AuditFilters) => void };

const EMPTY: AuditFilters = {};

/** Who, what and when: applied together with 'Filtrar' so a half-typed id never queries. */
export function AuditFiltersForm({ users, applied, onApply }: Props) {
  const [draft, setDraft] = useState<AuditFilters>(applied);
  useEffect(() => setDraft(applied), [applied]);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const badRange = !!draft.from && !!draft.to && draft.from > draft.to;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!badRange) onApply(draft);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      aria-label="Filtros del historial"
    >
      <Field label="Usuario">
        {(p) => (
          <Select {...p} value={draft.userId ?? ""} onChange={set("userId")}>
            <option value="">Todos</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Entidad">
        {(p) => (
          <Select {...p} value={draft.entity ?? ""} onChange={set("entity")}>
            <option value="">Todas</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {entityLabel(e)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Identificador">
        {(p) => (
          <Input {...p} value={draft.entityId ?? ""} onChange={set("entityId")} maxLength={100} placeholder="Ej.: 12" />
        )}
      </Field>
      <Field label="Desde">{(p) => <Input {...p} type="date" value={draft.from ?? ""} onChange={set("from")} />}</Field>
      <Field label="Hasta" error={badRange ? "La fecha 'Hasta' debe ser posterior a 'Desde'" : null}>
        {(p) => <Input {...p} type="date" value={draft.to ?? ""} onChange={set("to")} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={badRange}>
          Filtrar
        </Button>
        <Button variant="secondary" onClick={() => onApply(EMPTY)}>
          Limpiar
        </Button>
      </div>
    </form>
  );
}
