import { Building2, Cpu, FileText, Factory, PanelsTopLeft, type LucideIcon } from "lucide-react";

export type Service = { id: string; title: string; description: string; points: string[]; Icon: LucideIcon };

/** The five services of the services page (spec §2), in the company's words. */
export const SERVICES: Service[] = [
  {
    id: "presentacion-corporativa",
    title: "Presentación Corporativa",
    description:
      "Somos una empresa ecuatoriana dedicada a la automatización industrial: suministramos equipos de marcas líderes y desarrollamos proyectos llave en mano con ingenieros certificados.",
    points: ["Asesoría técnica sin costo", "Stock local y envíos a todo el país", "Soporte posventa"],
    Icon: Building2,
  },
  {
    id: "automatizacion-industrial",
    title: "Automatización Industrial",
    description:
      "Programación de PLC, HMI y sistemas SCADA; integración de variadores, redes industriales y puesta en marcha de líneas de producción.",
    points: ["PLC y HMI", "SCADA y redes industriales", "Puesta en marcha y capacitación"],
    Icon: Cpu,
  },
  {
    id: "productos-soluciones",
    title: "Productos y Soluciones Industriales",
    description:
      "Variadores de frecuencia, arrancadores suaves, sensores, protecciones y componentes de control seleccionados para tu aplicación.",
    points: ["Selección y dimensionamiento", "Marcas reconocidas", "Garantía de fábrica"],
    Icon: Factory,
  },
  {
    id: "tableros-electricos",
    title: "Tableros Eléctricos",
    description:
      "Diseño, fabricación y montaje de tableros de distribución, control de motores y automatización bajo normas IEC y NEC.",
    points: ["Diseño y fabricación", "Control y arranque de motores", "Pruebas y certificación"],
    Icon: PanelsTopLeft,
  },
  {
    id: "planos-electricos",
    title: "Planos Eléctricos",
    description:
      "Levantamientos en sitio y elaboración de planos eléctricos, diagramas unifilares y de control para aprobación y mantenimiento.",
    points: ["Levantamiento en sitio", "Diagramas unifilares y de control", "Planos as-built"],
    Icon: FileText,
  },
];

/** Services scroll (spec §9): 80 px above the form, after 150 ms. */
export const SCROLL_OFFSET_PX = 80;
export const SCROLL_DELAY_MS = 150;
