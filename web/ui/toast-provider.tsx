import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTheme } from "./theme-provider.tsx";

// The toast library loads after hydration, off the first page's critical JavaScript: nobody
// sees a toast before they have done something.
let sonnerModule: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => (sonnerModule ??= import("sonner"));
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));
let lastToastId = 0;

export type ToastType = "success" | "error" | "warning" | "info";
export const TOAST_DURATION_MS = 5000;
/**
 * Toasts start below the sticky 4 rem header (64 px + a gap), so they never cover the basket,
 * theme and account icons (issue 22); on phones they span the width under it.
 */
const BELOW_HEADER = { top: 76, right: 16 };
const BELOW_HEADER_MOBILE = { top: 72, right: 12, left: 12 };

type ToastApi = {
  show: (message: string, type?: ToastType, duration?: number) => string | number;
  success: (message: string, duration?: number) => string | number;
  error: (message: string, duration?: number) => string | number;
  warning: (message: string, duration?: number) => string | number;
  info: (message: string, duration?: number) => string | number;
  dismiss: (id?: string | number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);
/** A section may shorten the default (the admin panel uses 3000 ms, admin spec §9). */
const DurationContext = createContext<number>(TOAST_DURATION_MS);

/** Toasts shown by `useToast()` inside last `ms` by default (an explicit duration still wins). */
export function ToastDuration({ ms, children }: { ms: number; children: ReactNode }) {
  return <DurationContext.Provider value={ms}>{children}</DurationContext.Provider>;
}

/** The typed shortcuts (success, error…) around one `show`. */
function withShortcuts(show: ToastApi["show"], dismiss: ToastApi["dismiss"]): ToastApi {
  return {
    show,
    success: (m, d) => show(m, "success", d),
    error: (m, d) => show(m, "error", d),
    warning: (m, d) => show(m, "warning", d),
    info: (m, d) => show(m, "info", d),
    dismiss,
  };
}

/** Toasts (spec §9): 5000 ms by default, type info by default, each with a close button. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const api = useMemo<ToastApi>(() => {
    const show = (message: string, type: ToastType = "info", duration = TOAST_DURATION_MS) => {
      const id = `toast-${++lastToastId}`;
      void loadSonner().then(({ toast }) => toast[type](message, { id, duration }));
      return id;
    };
    return withShortcuts(show, (id) => void loadSonner().then(({ toast }) => toast.dismiss(id)));
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster
            theme={theme}
            position="top-right"
            offset={BELOW_HEADER}
            mobileOffset={BELOW_HEADER_MOBILE}
            richColors
            closeButton
            duration={TOAST_DURATION_MS}
            toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
            containerAriaLabel="Notificaciones"
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  const fallback = useContext(DurationContext);
  const api = useMemo<ToastApi | null>(() => {
    if (!value || fallback === TOAST_DURATION_MS) return value;
    const show: ToastApi["show"] = (m, type, d) => value.show(m, type, d ?? fallback);
    return withShortcuts(show, value.dismiss);
  }, [value, fallback]);
  if (!api) throw new Error("useToast debe usarse dentro de ToastProvider");
  return api;
}
