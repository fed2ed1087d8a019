import { BookOpen, Download, File, FileBadge, FileBox, FileText, type LucideIcon } from "lucide-react";
import { documentTypeLabel, formatFileSize, type DocumentType } from "../../../../contracts/document-types.ts";
import type { ProductDocument } from "../../../../contracts/documents.ts";

const ICONS: Record<DocumentType, LucideIcon> = {
  datasheet: FileText,
  manual: BookOpen,
  certificate: FileBadge,
  cad: FileBox,
  other: File,
};

/** What the file is, for the line under the title: 'PDF · 1,2 MB'. */
const formatOf = (contentType: string) =>
  ({ "application/pdf": "PDF", "application/zip": "ZIP", "model/step": "STEP" })[contentType] ?? "Archivo";

/** The product's datasheets, manuals, certificates and CAD files, each a plain download link. */
export function ProductDocuments({ documents }: { documents: ProductDocument[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-documents">
      {documents.map((d) => {
        const Icon = ICONS[d.type] ?? File;
        return (
          <li key={d.id}>
            <a
              href={d.url}
              download={d.file_name}
              data-testid="product-document"
              className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-primary-500 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-800 dark:bg-surface-dark"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary-600 dark:text-primary-400" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900 dark:text-white">{d.title}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {documentTypeLabel(d.type)} · {formatOf(d.content_type)} · {formatFileSize(d.size_bytes)}
                </span>
              </span>
              <Download
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-400 group-hover:text-primary-600 dark:group-hover:text-primary-400"
              />
              <span className="sr-only">Descargar</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
