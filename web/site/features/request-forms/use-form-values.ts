import { useCallback, useState, type ChangeEvent } from "react";

/**
 * Controlled text fields: values, a change handler per field, set one value, reset to empty.
 * `initial` (what the visitor typed when the server refused a form) fills them at first.
 */
export function useFormValues<K extends string>(empty: Record<K, string>, initial: Record<K, string> = empty) {
  const [values, setValues] = useState(initial);
  const bind = useCallback(
    (field: K) => ({
      name: field,
      value: values[field],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [field]: value }));
      },
    }),
    [values],
  );
  const setValue = useCallback((field: K, value: string) => setValues((v) => ({ ...v, [field]: value })), []);
  const reset = useCallback(() => setValues(empty), [empty]);
  return { values, bind, setValue, reset };
}
