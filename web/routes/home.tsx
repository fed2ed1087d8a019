import { ArrowRight, Cpu, Gauge, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { paths } from "../lib/paths.ts";

export const TAGLINE = "Soluciones de automatización industrial";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { company: { name: string }; publicUrl: string }
    | undefined;
  const name = root?.company.name ?? "";
  const description = `${name}: PLC, variadores de frecuencia, HMI, SCADA y servicios técnicos de automatización industrial en Ecuador.`;
  return [
    { title: `${name} | ${TAGLINE}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${root?.publicUrl ?? ""}/` },
    { property: "og:type", content: "website" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
    { property: "og:url", content: `${root?.publicUrl ?? ""}/` },
  ];
};

const HIGHLIGHTS = [
  { Icon: Cpu, title: "PLC, HMI y SCADA", text: "Equipos de las marcas líderes con soporte local." },
  { Icon: Gauge, title: "Control de motores", text: "Variadores, arrancadores suaves y protección." },
  { Icon: ShieldCheck, title: "Ingeniería confiable", text: "Tableros, planos eléctricos y puesta en marcha." },
];

/** Home for now: the hero and the way into the catalogue (the full home is a later issue). */
export default function Home({ matches }: Route.ComponentProps) {
  const root = matches[0]?.loaderData as { company: { name: string } } | undefined;
  const name = root?.company.name ?? "";
  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 text-white">
        <div
          aria-hidden
          className="absolute inset-0 opacity-20 [background-image:linear-gradient(rgba(255,255,255,.12)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.12)_1px,transparent_1px)] [background-size:40px_40px]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-24 sm:px-6 md:py-32 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">{TAGLINE}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{name}</h1>
          <p className="mt-6 max-w-2xl text-lg text-primary-100">
            Componentes de automatización, control y potencia para la industria ecuatoriana, con asesoría técnica y
            cotizaciones rápidas.
          </p>
          <div className="mt-10">
            <Link
              to={paths.catalog()}
              prefetch="intent"
              className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-primary-800 shadow hover:bg-primary-50"
            >
              Explorar Productos <ArrowRight size={18} aria-hidden />
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8">
        {HIGHLIGHTS.map(({ Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-surface-dark">
            <Icon className="text-primary-600 dark:text-primary-400" size={28} aria-hidden />
            <h2 className="mt-4 text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
