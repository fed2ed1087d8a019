import { ListPlus, Search } from "lucide-react";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "../../../ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { REQUEST_MESSAGES } from "../../../../contracts/requests.ts";
import {
  PARTS_LIST_LIMITS,
  PARTS_LIST_MESSAGES,
  parsePartsText,
  withRoles,
  type ColumnRole,
  type PartsListLayout,
} from "../../../../contracts/parts-list.ts";
import { useBasket } from "../basket/basket-provider.tsx";
import { Textarea } from "../../../ui/field.tsx";
import { matchPartsList, readPartsListLayout } from "./parts-list-api.ts";
import { PartsListColumns } from "./parts-list-columns.tsx";
import { PartsListLine } from "./parts-list-line.tsx";
import { planAdd, reviewLines, reviewSummary, type ReviewLine } from "./parts-list-review.ts";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

const message = (err: unknown) => (err instanceof ApiError ? err.message : REQUEST_MESSAGES.unexpectedError);

/** 'N productos y M líneas fuera del catálogo' for the confirmation after adding. */
function addedText(products: number, freeText: number): string {
  const parts = [
    products ? `${products} ${products === 1 ? "producto" : "productos"}` : "",
    freeText ? `${freeText} ${freeText === 1 ? "línea" : "líneas"} fuera del catálogo` : "",
  ].filter(Boolean);
  return `Se agregaron a la cotización ${parts.join(" y ")}.`;
}

/**
 * Paste or upload a parts list, match it (POST /parts-list/match), review each line and add
 * them all to the basket (ADR 021). Loaded when the customer opens the panel: it brings the list
 * parser's rules, which the basket page does not need otherwise.
 */
export default function PartsListEditor() {
  const { items, addLines } = useBasket();
  const ids = useId();
  const [text, setText] = useState("");
  const [file, setFileState] = useState<File | null>(null);
  const currentFile = useRef<File | null>(null);
  const setFile = (next: File | null) => {
    currentFile.current = next;
    setFileState(next);
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [lines, setLines] = useState<ReviewLine[] | null>(null);
  // A file's layout is known once the server read it; pasted text is read here, as it is typed.
  const [fileLayout, setFileLayout] = useState<PartsListLayout | null>(null);
  const [roles, setRoles] = useState<ColumnRole[] | undefined>(undefined);
  const textLayout = useMemo(() => (text.trim() ? parsePartsText(text).layout : null), [text]);
  const detected = file ? fileLayout : textLayout;
  const layout = detected && roles ? withRoles(detected, roles) : detected;

  /** A chosen file's columns are read at once, so they can be checked before matching. */
  async function onFile(chosen: File | null) {
    setFile(chosen);
    setFileLayout(null);
    setRoles(undefined);
    setError(null);
    if (!chosen) return;
    try {
      const read = await readPartsListLayout(chosen);
      // Another file may have been chosen meanwhile: only the current one's columns are shown.
      setFileLayout((shown) => (currentFile.current === chosen ? read : shown));
    } catch (err) {
      if (currentFile.current === chosen) setError(message(err));
    }
  }

  async function onMatch(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    if (!file && !text.trim()) return setError(PARTS_LIST_MESSAGES.empty);
    setBusy(true);
    setError(null);
    try {
      const result = await matchPartsList(file ? { file } : { text }, roles);
      if (file) setFileLayout(result.layout);
      setLines(reviewLines(result));
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  }

  function onAddAll() {
    if (!lines) return;
    const plan = planAdd(lines, items);
    if (plan.error !== null) return setError(plan.error);
    addLines(plan.lines);
    setDone(addedText(plan.lines.products.length, plan.lines.freeText.length));
    setError(null);
    setLines(null);
    setText("");
    setFile(null);
    setFileLayout(null);
    setRoles(undefined);
  }

  const update = (key: number, patch: Partial<ReviewLine>) =>
    setLines((all) => all?.map((l) => (l.key === key ? { ...l, ...patch } : l)) ?? null);
  const summary = lines ? reviewSummary(lines) : null;

  return (
    <div className="space-y-4">
      <form onSubmit={onMatch} className="space-y-3" aria-busy={busy} data-testid="parts-list-form">
        <div>
          <label htmlFor={`${ids}-text`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Pega tu lista: código y cantidad por línea
          </label>
          <Textarea
            look="request"
            id={`${ids}-text`}
            rows={6}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setRoles(undefined);
            }}
            maxLength={PARTS_LIST_LIMITS.maxTextChars}
            aria-describedby={`${ids}-hint`}
            placeholder={"Código\tCantidad\n6ES7214-1AG40-0XB0\t2\n3RT2015-1BB41; 5"}
            className="font-mono"
            data-testid="parts-list-text"
          />
          <p id={`${ids}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Copia las columnas desde Excel o un plano; se aceptan tabulador, punto y coma, coma o espacios, y una fila
            de encabezados. Hasta {PARTS_LIST_LIMITS.maxLines} líneas; sin cantidad se toma 1.
          </p>
        </div>
        <div>
          <label htmlFor={`${ids}-file`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            O sube un archivo .xlsx o .csv
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept={ACCEPT}
            onChange={(e) => void onFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
            data-testid="parts-list-file"
          />
          {file && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Se buscará el archivo «{file.name}» en lugar del texto pegado.
            </p>
          )}
        </div>
        {layout && <PartsListColumns layout={layout} onChange={setRoles} />}
        <Button type="submit" loading={busy} icon={<Search size={16} aria-hidden />} data-testid="parts-list-match">
          {busy ? "Buscando en el catálogo..." : lines ? "Buscar de nuevo con estas columnas" : "Buscar en el catálogo"}
        </Button>
      </form>

      {error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {done}
      </p>

      {lines && summary && (
        <section aria-labelledby={`${ids}-review`} className="space-y-3" data-testid="parts-list-review">
          <h3 id={`${ids}-review`} className="text-base font-semibold">
            Revisa tu lista ({lines.length} {lines.length === 1 ? "línea" : "líneas"})
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="parts-list-summary">
            {summary.found} encontrados · {summary.choose} por elegir · {summary.missing} no encontrados
          </p>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {lines.map((line) => (
              <PartsListLine key={line.key} line={line} onChange={(patch) => update(line.key, patch)} />
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onAddAll} icon={<ListPlus size={16} aria-hidden />} data-testid="parts-list-add-all">
              {summary.pending
                ? `Agregar todo a la cotización (${summary.pending} por elegir)`
                : "Agregar todo a la cotización"}
            </Button>
            <Button variant="secondary" onClick={() => setLines(null)}>
              Descartar lista
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
