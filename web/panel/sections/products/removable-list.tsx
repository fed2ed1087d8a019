import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";

type Props<T extends { id: number }> = {
  /** null while loading. */
  items: T[] | null;
  empty: string;
  itemTestId: string;
  /** What a row shows before its remove button. */
  children: (item: T) => ReactNode;
  removeLabel: (item: T) => string;
  confirm: { title: string; confirmLabel: string; description: (item: T) => ReactNode };
  /** May throw: the question then stays open (ConfirmDialog). */
  onRemove: (item: T) => Promise<void>;
};

/** A saved product's attached things (accessories, documents): one per row, each removed after a question. */
export function RemovableList<T extends { id: number }>({
  items,
  empty,
  itemTestId,
  children,
  removeLabel,
  confirm,
  onRemove,
}: Props<T>) {
  const [removing, setRemoving] = useState<T | null>(null);
  return (
    <>
      {items === null ? (
        <LoadingState>Cargando...</LoadingState>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 p-3" data-testid={itemTestId}>
              {children(item)}
              <Button variant="ghost" size="icon" aria-label={removeLabel(item)} onClick={() => setRemoving(item)}>
                <Trash2 size={16} aria-hidden className="text-red-600" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={confirm.title}
        description={removing ? confirm.description(removing) : undefined}
        confirmLabel={confirm.confirmLabel}
        onConfirm={() => (removing ? onRemove(removing) : undefined)}
      />
    </>
  );
}
