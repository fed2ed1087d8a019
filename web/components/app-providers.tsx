import type { ReactNode } from "react";
import { AuthProvider } from "../features/auth/auth-provider.tsx";
import { CartProvider } from "../features/cart/cart-provider.tsx";
import { ThemeProvider } from "./theme-provider.tsx";
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
