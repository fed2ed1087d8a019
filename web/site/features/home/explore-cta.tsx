import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

/** The call to action into the catalogue (spec §2 Home). */
export function ExploreCta() {
  return (
    <section aria-labelledby="explorar" className="bg-gradient-to-br from-primary-900 to-primary-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="explorar" className="text-3xl font-bold tracking-tight">
          Encuentra el equipo exacto para tu proyecto
        </h2>
        <p className="max-w-2xl text-primary-100">
          Más de 200 referencias de PLC, variadores, HMI, sensores, protecciones y comunicación industrial, con precios
          y especificaciones técnicas a la vista.
        </p>
        <Link
          to={paths.catalog()}
          prefetch="intent"
          data-testid="explore-products"
          className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-primary-800 shadow hover:bg-primary-50"
        >
          Explorar Productos <ArrowRight size={18} aria-hidden />
        </Link>
      </div>
    </section>
  );
}
