import { Cable, Cpu, Gauge, LayoutPanelTop } from "lucide-react";

const SERVICES = [
  {
    Icon: Cpu,
    title: "Programación de PLC y SCADA",
    text: "Desarrollamos la lógica de control de tus máquinas y la supervisión de tu planta en Siemens, Allen-Bradley, Schneider Electric, Omron y Delta, con pruebas en sitio y documentación entregada.",
  },
  {
    Icon: Cable,
    title: "Diseño de planos eléctricos y levantamientos",
    text: "Levantamos tus instalaciones existentes y elaboramos planos eléctricos y de control actualizados, claros y conformes a la normativa vigente.",
  },
  {
    Icon: LayoutPanelTop,
    title: "Diseño de tableros eléctricos",
    text: "Dimensionamos, diseñamos y armamos tableros de distribución, control y fuerza con componentes certificados y pruebas antes de la entrega.",
  },
  {
    Icon: Gauge,
    title: "Control y arranque de motores",
    text: "Seleccionamos y configuramos variadores de frecuencia, arrancadores suaves y protecciones para que tus motores arranquen sin golpes y consuman menos energía.",
  },
];

/** 'Por qué elegirnos' (spec §2 Home): the four services behind the catalogue. */
export function WhyUs() {
  return (
    <section aria-labelledby="por-que" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" data-testid="why-us">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="por-que" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Por qué elegirnos
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Más que vender equipos: acompañamos cada proyecto desde la ingeniería hasta la puesta en marcha.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ Icon, title, text }) => (
          <li
            key={title}
            data-testid="service-card"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-surface-dark"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
              <Icon size={26} aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
