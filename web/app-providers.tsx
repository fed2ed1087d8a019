import type { ReactNode } from "react";
import { AuthProvider } from "./session/auth-provider.tsx";
import { BasketProvider } from "./site/features/basket/basket-provider.tsx";
import { ThemeProvider } from "./ui/theme-provider.tsx";
import { ToastProvider } from "./ui/toast-provider.tsx";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <BasketProvider>{children}</BasketProvider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
