import { paths } from "../../../lib/paths.ts";

/** A slide (spec §3 Slide). Pictures are our own drawings in web/public/home. */
export type SlideButton = {
  text: string;
  variant: "primary" | "secondary";
  size: "md" | "lg";
  link: string;
};

export type Slide = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  backgroundImage: string;
  /** Darkening over the background so white text keeps its contrast. */
  overlay: string;
  layout: "split";
  imagePosition: "left" | "right";
  internalImage: { src: string; alt: string; width: number; height: number };
  buttons: SlideButton[];
};

export function homeSlides(companyName: string): Slide[] {
  return [
    {
      id: "automatizacion",
      title: "Automatización industrial que impulsa tu producción",
      subtitle: companyName,
      description:
        "PLC, variadores de frecuencia, HMI y sistemas SCADA de las marcas líderes, con asesoría técnica local y entrega en todo el Ecuador.",
      backgroundImage: "/home/bg-plant.svg",
      overlay: "bg-slate-950/40",
      layout: "split",
      imagePosition: "right",
      internalImage: {
        src: "/home/plc-rack.svg",
        alt: "Controlador lógico programable con módulos de entradas y salidas",
        width: 640,
        height: 480,
      },
      buttons: [
        { text: "Solicitar Cotización", variant: "primary", size: "lg", link: paths.contact() },
        { text: "Ver Catálogo", variant: "secondary", size: "lg", link: paths.catalog() },
      ],
    },
    {
      id: "scada",
      title: "Programación de PLC y sistemas SCADA",
      subtitle: "Ingeniería a tu medida",
      description:
        "Diseñamos, programamos y ponemos en marcha la lógica de tus máquinas y la supervisión de tu planta, con documentación completa y soporte posventa.",
      backgroundImage: "/home/bg-control.svg",
      overlay: "bg-slate-950/40",
      layout: "split",
      imagePosition: "left",
      internalImage: {
        src: "/home/scada-screen.svg",
        alt: "Pantalla SCADA con el proceso de una planta",
        width: 640,
        height: 480,
      },
      buttons: [
        { text: "Conocer Servicios", variant: "primary", size: "lg", link: paths.services() },
        { text: "Escríbenos", variant: "secondary", size: "lg", link: paths.contact() },
      ],
    },
    {
      id: "tableros",
      title: "Tableros eléctricos y control de motores",
      subtitle: "Potencia confiable",
      description:
        "Tableros de distribución y de control, arrancadores suaves y variadores dimensionados por nuestros ingenieros para proteger tus motores y reducir el consumo de energía.",
      backgroundImage: "/home/bg-power.svg",
      overlay: "bg-slate-950/45",
      layout: "split",
      imagePosition: "right",
      internalImage: {
        src: "/home/panel.svg",
        alt: "Tablero eléctrico con variadores y arrancadores de motor",
        width: 640,
        height: 480,
      },
      buttons: [
        { text: "Ver Productos", variant: "primary", size: "lg", link: paths.catalog() },
        { text: "Nuestros Servicios", variant: "secondary", size: "lg", link: paths.services() },
      ],
    },
  ];
}
