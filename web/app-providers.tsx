import type { ReactNode } from "react";
import { AuthProvider } from "./session/auth-provider.tsx";
import { CartProvider } from "./site/features/basket/cart-provider.tsx";
import { ThemeProvider } from "./ui/theme-provider.tsx";
import { ToastProvider } from "./ui/toast-provider.tsx";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <CartProvider>{children}</CartProvider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
