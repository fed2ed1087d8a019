import type { DemoBrand } from "./types.ts";

const logo = (slug: string) => `/brands/${slug}.svg`;

/** The seven manufacturers shown in the home page's 'Marcas de Confianza' grid. */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    slug: "siemens",
    code: "SIE",
    name: "Siemens",
    description:
      "Fabricante alemán líder en automatización industrial: controladores SIMATIC, variadores SINAMICS, aparamenta SIRIUS y fuentes SITOP, con soporte técnico en Ecuador.",
    website: "https://www.siemens.com/ec",
    logo_url: logo("siemens"),
  },
  {
    slug: "schneider-electric",
    code: "SCH",
    name: "Schneider Electric",
    description:
      "Especialista en gestión de energía y automatización: PLC Modicon, variadores Altivar, HMI Harmony y control de motores TeSys para la industria ecuatoriana.",
    website: "https://www.se.com/ec/es/",
    logo_url: logo("schneider-electric"),
  },
  {
    slug: "abb",
    code: "ABB",
    name: "ABB",
    description:
      "Referente mundial en variadores de frecuencia, arrancadores suaves y protección de motores, con amplia base instalada en bombeo, minería y agroindustria del Ecuador.",
    website: "https://new.abb.com/ec",
    logo_url: logo("abb"),
  },
  {
    slug: "allen-bradley",
    code: "AB",
    name: "Allen-Bradley",
    description:
      "Marca de Rockwell Automation: controladores Micro800 y CompactLogix, variadores PowerFlex y paneles PanelView para máquinas y procesos con EtherNet/IP.",
    website: "https://www.rockwellautomation.com/es-mx.html",
    logo_url: logo("allen-bradley"),
  },
  {
    slug: "omron",
    code: "OMR",
    name: "Omron",
    description:
      "Fabricante japonés de controladores, sensores y fuentes de alimentación de alta confiabilidad, muy utilizados en máquinas de empaque y líneas de producción.",
    website: "https://industrial.omron.es/es/home",
    logo_url: logo("omron"),
  },
  {
    slug: "delta",
    code: "DEL",
    name: "Delta Electronics",
    description:
      "Soluciones de automatización con excelente relación costo-beneficio: PLC DVP y AS, variadores MS300 y C2000, HMI DOP y fuentes industriales.",
    website: "https://www.deltaww.com/es-ES/products/Industrial-Automation",
    logo_url: logo("delta"),
  },
  {
    slug: "weg",
    code: "WEG",
    name: "WEG",
    description:
      "Fabricante brasileño de motores, variadores CFW, arrancadores suaves SSW y control de motores, con repuestos y servicio disponibles en Guayaquil y Quito.",
    website: "https://www.weg.net/institutional/EC/es/",
    logo_url: logo("weg"),
  },
];
