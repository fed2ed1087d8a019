import type { ReactNode } from "react";
import { AuthProvider } from "../features/auth/auth-provider.tsx";
import { CartProvider } from "../features/cart/cart-provider.tsx";
import { ThemeProvider } from "../features/theme/theme-provider.tsx";
import { ToastProvider } from "../features/toast/toast-provider.tsx";

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
