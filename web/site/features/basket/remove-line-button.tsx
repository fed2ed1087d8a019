import { Trash2 } from "lucide-react";
import { Button } from "../../../ui/button.tsx";

/** The basket line's red bin, named after the line it removes. */
export function RemoveLineButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Button
      variant="remove"
      size="icon"
      onClick={onRemove}
      aria-label={`Eliminar ${name}`}
      title="Eliminar"
      className="self-end sm:self-center"
    >
      <Trash2 size={18} aria-hidden />
    </Button>
  );
}
