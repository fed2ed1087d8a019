import { FilePlus } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  documentTypeLabel,
  documentUploadErrors,
  formatFileSize,
  type ProductDocument,
} from "../../../../contracts/documents.ts";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input, Select } from "../../../ui/field.tsx";
import { api, ApiError } from "../../../lib/api-client.ts";
import { serverMessage } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { RemovableList } from "./removable-list.tsx";
import { useProductSubList } from "./use-product-sub-list.ts";

const documentsPath = (productId: number) => `/products/${productId}/documents`;
const listDocuments = (productId: number) =>
  api<OkEnvelope<ProductDocument[]>>(documentsPath(productId)).then((r) => r.data);

type UploadValues = { title: string; type: string };

/** The upload form: file, title and type; what was chosen and typed stays after a refusal. */
function UploadForm({ productId, onUploaded }: { productId: number; onUploaded: () => Promise<void> }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<UploadValues>({ defaultValues: { title: "", type: "datasheet" } });
  const { errors: marked } = form.formState;
  const errors = { file: marked.root?.file?.message, title: marked.title?.message, type: marked.type?.message };
  const { busy: writing, run } = usePanelWrite<"upload">();
  const busy = writing !== null;
  // The file is no form value (a browser File); its message waits in the form's 'root.file'.
  const markFile = (message: string) => form.setError("root.file", { type: "validate", message });

  async function submit({ title, type }: UploadValues) {
    const found = documentUploadErrors({ title, type, size: file?.size ?? null });
    if (found.file) markFile(found.file);
    if (found.title) form.setError("title", { type: "validate", message: found.title });
    if (found.type) form.setError("type", { type: "validate", message: found.type });
    if (Object.keys(found).length > 0 || !file) return;
    const body = new FormData();
    body.append("title", title.trim());
    body.append("type", type);
    body.append("file", file);
    const result = await run("upload", () => api(documentsPath(productId), { method: "POST", body }), {
      success: DOCUMENT_MESSAGES.uploaded,
      failure: "Error al subir el documento",
      then: async () => {
        setFile(null);
        form.setValue("title", "");
        if (fileRef.current) fileRef.current.value = "";
        await onUploaded();
      },
    });
    // A refused file (type, size) is the file's fault; anything else is shown by the toast alone.
    if (!result.ok && result.error instanceof ApiError && [413, 415].includes(result.error.status)) {
      const refused = serverMessage(result.error);
      if (refused) markFile(refused);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => (busy ? e.preventDefault() : void form.handleSubmit(submit)(e))}
      className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700"
      data-testid="document-upload"
    >
      <Field
        label="Archivo"
        required
        error={errors.file}
        hint={`PDF, ZIP o STEP, hasta ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB.`}
        className="sm:col-span-2"
      >
        {(p) => (
          <Input
            {...p}
            ref={fileRef}
            type="file"
            accept={ACCEPTED_DOCUMENT_EXTENSIONS}
            data-testid="document-file"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              form.clearErrors("root.file");
              // A file name is a good first title; one already typed is kept.
              if (chosen && !form.getValues("title").trim())
                form.setValue("title", chosen.name.replace(/\.[^.]+$/, ""));
            }}
          />
        )}
      </Field>
      <Field label="Título" required error={errors.title}>
        {(p) => (
          <Input
            {...p}
            maxLength={DOCUMENT_LIMITS.titleMax}
            data-testid="document-title"
            {...form.register("title", { onChange: () => form.clearErrors("title") })}
          />
        )}
      </Field>
      <Field label="Tipo" required error={errors.type}>
        {(p) => (
          <Select {...p} data-testid="document-type" {...form.register("type")}>
            {DOCUMENT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" loading={busy} icon={<FilePlus size={16} aria-hidden />} data-testid="document-submit">
          {busy ? "Subiendo..." : "Subir documento"}
        </Button>
      </div>
    </form>
  );
}

/** 'Documentos' of a saved product (issue 14): its datasheets, manuals, certificates and CAD files. */
export function DocumentsField({ productId }: { productId: number }) {
  const { run } = usePanelWrite<"delete">();

  const { items, reload: load } = useProductSubList(
    productId,
    () => listDocuments(productId),
    "Error al cargar documentos",
  );

  async function remove(deleting: ProductDocument) {
    await run("delete", () => api(`${documentsPath(productId)}/${deleting.id}`, { method: "DELETE" }), {
      success: DOCUMENT_MESSAGES.deleted,
      failure: "Error al eliminar el documento",
      rethrow: true,
      then: load,
    });
  }

  return (
    <div className="space-y-5" data-testid="documents-tab">
      <UploadForm productId={productId} onUploaded={load} />
      <RemovableList
        items={items}
        empty="Este producto aún no tiene documentos."
        itemTestId="document-item"
        removeLabel={(d) => `Eliminar documento: ${d.title}`}
        confirm={{
          title: "Eliminar documento",
          confirmLabel: "Eliminar",
          description: (d) => (
            <>
              ¿Eliminar <strong>{d.title}</strong>? Dejará de estar disponible para descargar en la página del producto.
            </>
          ),
        }}
        onRemove={remove}
      >
        {(d) => (
          <div className="min-w-0 flex-1">
            {/* A plain link: the session cookie goes along, so an inactive product's file downloads too. */}
            <a
              href={d.url}
              download={d.file_name}
              className="block truncate text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
              aria-label={`Descargar ${d.title}`}
            >
              {d.title}
            </a>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">
              {documentTypeLabel(d.type)} · {d.file_name} · {formatFileSize(d.size_bytes)}
            </p>
          </div>
        )}
      </RemovableList>
    </div>
  );
}
