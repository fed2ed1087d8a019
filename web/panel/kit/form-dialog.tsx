import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  size?: ComponentProps<typeof Dialog>["size"];
  /** Something typed: closing asks first (not while saving). */
  dirty: boolean;
  saving: boolean;
  testId: string;
  formId: string;
  submitLabel: string;
  /** The server's answer above the fields; what was typed stays. */
  formError?: string | null;
  onSubmit: (e: FormEvent) => void;
  className?: string;
  children: ReactNode;
};

/** A panel form in a modal: 'Cancelar' and the submit button in the footer, the failure on top. */
export function FormDialog({ open, onClose, title, description, size, dirty, saving, testId, ...form }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={description}
      size={size}
      dirty={dirty && !saving}
      panelProps={{ "data-testid": testId }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={form.formId} loading={saving}>
            {form.submitLabel}
          </Button>
        </>
      }
    >
      <form id={form.formId} noValidate onSubmit={form.onSubmit} className={form.className}>
        {form.formError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
          >
            {form.formError}
          </p>
        )}
        {form.children}
      </form>
    </Dialog>
  );
}
