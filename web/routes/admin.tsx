import { LogOut } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin";
import { useAuth } from "../features/auth/auth-provider.tsx";
import { ProtectedRoute } from "../features/auth/protected-route.tsx";
import { paths } from "../lib/paths.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Panel de Administración" },
  { name: "robots", content: "noindex" },
];

// Client-only: the server renders the fallback and never the panel; its code loads on visit.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-600 dark:text-slate-300">
      Verificando autenticación...
    </div>
  );
}

function AdminLanding() {
  const { user, logout } = useAuth();
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Panel de Administración</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">Bienvenido, {user?.name}.</p>
      <div className="mt-8 flex gap-3">
        <Link to={paths.home()} className="rounded-lg border border-slate-300 px-4 py-2 font-medium dark:border-slate-600">
          Volver al sitio
        </Link>
        <button
          type="button"
          onClick={() => void logout()}
          className="inline-flex items-center gap-2 rounded-lg bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700"
        >
          <LogOut size={18} aria-hidden /> Cerrar Sesión
        </button>
      </div>
    </main>
  );
}

export default function Admin() {
  return (
    <ProtectedRoute>
      <AdminLanding />
    </ProtectedRoute>
  );
}
