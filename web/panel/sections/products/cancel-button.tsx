import { Button } from "../../../ui/button.tsx";
import { useDialogClose } from "../../../ui/dialog.tsx";

/** 'Cancelar' in a dialog's footer: closes through the dialog, so unsaved typing is asked about first. */
export function CancelButton() {
  const close = useDialogClose();
  return (
    <Button variant="secondary" onClick={close}>
      Cancelar
    </Button>
  );
}
