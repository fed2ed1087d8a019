import { isRouteErrorResponse, Link } from "react-router";
import { PackageX } from "lucide-react";
import { paths } from "../../../lib/paths.ts";

/** Spec §2/§8: 'Producto no encontrado' with 'Volver a Productos'; load errors say so below it. */
export function ProductNotFound({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
      data-testid="product-not-found"
    >
      <PackageX size={56} aria-hidden className="text-slate-400" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">Producto no encontrado</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {missing ? "El producto que buscas no existe o ya no está disponible." : "Error al cargar el producto"}
      </p>
      <Link
        to={paths.catalog()}
        prefetch="intent"
        className="mt-8 rounded-lg bg-primary-600 px-5 py-2.5 font-medium text-white hover:bg-primary-700"
      >
        Volver a Productos
      </Link>
    </main>
  );
}
