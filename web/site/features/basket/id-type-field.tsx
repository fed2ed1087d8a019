import { ID_TYPES, ID_TYPE_LABELS } from "../../../../contracts/id-types.ts";
import { Field, Select } from "../../../ui/field.tsx";

/**
 * 'Tipo de identificación' (issue 25): RUC, cédula, pasaporte or consumidor final. Left empty, the
 * number's length says which (13 digits a RUC, 10 a cédula), as the form always read it. A plain
 * select named `idType`, so the form sent without JavaScript carries it too.
 */
export function IdTypeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field look="request" label="Tipo de identificación" id="cotizacion-id-type" error={error}>
      {(p) => (
        <Select look="request" {...p} name="idType" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">RUC o cédula (según el número)</option>
          {ID_TYPES.map((t) => (
            <option key={t} value={t}>
              {ID_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
