import { createContext, useContext, useMemo, type ReactNode } from "react";
import { toast as sonner, Toaster } from "sonner";
import { useTheme } from "../theme/theme-provider.tsx";

export type ToastType = "success" | "error" | "warning" | "info";
export const TOAST_DURATION_MS = 5000;

type ToastApi = {
  show: (message: string, type?: ToastType, duration?: number) => string | number;
  success: (message: string, duration?: number) => string | number;
  error: (message: string, duration?: number) => string | number;
  warning: (message: string, duration?: number) => string | number;
  info: (message: string, duration?: number) => string | number;
  dismiss: (id?: string | number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** Toasts (spec §9): 5000 ms by default, type info by default, each with a close button. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const api = useMemo<ToastApi>(() => {
    const show = (message: string, type: ToastType = "info", duration = TOAST_DURATION_MS) =>
      sonner[type](message, { duration });
    return {
      show,
      success: (m, d) => show(m, "success", d),
      error: (m, d) => show(m, "error", d),
      warning: (m, d) => show(m, "warning", d),
      info: (m, d) => show(m, "info", d),
      dismiss: (id) => sonner.dismiss(id),
    };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster
        theme={theme}
        position="top-right"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
        containerAriaLabel="Notificaciones"
      />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast debe usarse dentro de ToastProvider");
  return value;
}
