import { ImagePlus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { ACCEPTED_IMAGE_EXTENSIONS } from "../../../../contracts/files.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { uploadImage } from "./products-api.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";

type Props = { value: string; onChange: (url: string) => void; error?: string };

/** The product image: upload a file (served from /uploads) or paste a URL; preview either. */
export function ImageField({ value, onChange, error }: Props) {
  const fileRef = useRef<HTMLInputElement>(null);
  const { busy, run } = usePanelWrite<"upload">();
  const uploading = busy === "upload";

  async function onFile(file: File | undefined) {
    if (!file) return;
    await run("upload", () => uploadImage(file), {
      success: "Imagen subida exitosamente",
      failure: "Error al subir la imagen",
      then: (image) => onChange(image.url),
    });
    // The same file may be chosen again after a refusal or a removal.
    if (fileRef.current) fileRef.current.value = "";
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <ProductImage
        src={value}
        alt="Vista previa de la imagen"
        width={160}
        height={160}
        className="h-40 w-40 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
      />
      <div className="space-y-3">
        <Field
          label="URL de la imagen"
          error={error}
          hint="Sube un archivo JPG, PNG, WebP o GIF, o pega la dirección de una imagen."
        >
          {(p) => <Input {...p} value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://..." />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPTED_IMAGE_EXTENSIONS}
            className="sr-only"
            id="product-image-file"
            data-testid="product-image-file"
            onChange={(e) => void onFile(e.target.files?.[0])}
            tabIndex={-1}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={uploading}
            icon={<ImagePlus size={16} aria-hidden />}
            onClick={() => fileRef.current?.click()}
          >
            {uploading ? "Subiendo..." : "Subir imagen"}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden />} onClick={() => onChange("")}>
              Quitar imagen
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
