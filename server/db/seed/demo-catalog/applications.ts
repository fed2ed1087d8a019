import type { DemoApplication } from "./types.ts";

/** Industries and uses common among our customers in Ecuador; reused as product applications. */
export const A = {
  water: "Bombeo de agua",
  conveyors: "Bandas transportadoras",
  wastewater: "Tratamiento de aguas residuales",
  food: "Industria alimenticia",
  mining: "Minería",
  shrimp: "Camaroneras",
  sugar: "Ingenios azucareros",
  hvac: "Ventilación y climatización (HVAC)",
  packaging: "Máquinas de empaque",
  oil: "Petróleo y gas",
  banana: "Empacadoras de banano",
  flowers: "Florícolas y riego",
} as const;

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    name: A.water,
    description: "Estaciones de bombeo, sistemas de presión constante y abastecimiento de agua potable.",
  },
  {
    name: A.conveyors,
    description: "Transporte de materiales en plantas de proceso, bodegas y centros de distribución.",
  },
  { name: A.wastewater, description: "Plantas de tratamiento, aireación y bombeo de lodos." },
  { name: A.food, description: "Procesamiento, mezcla y llenado en plantas de alimentos y bebidas." },
  { name: A.mining, description: "Molinos, chancadoras, bombas de relave y ventilación en minería." },
  { name: A.shrimp, description: "Bombeo y aireación en piscinas camaroneras de la Costa ecuatoriana." },
  { name: A.sugar, description: "Molinos, centrífugas y calderas en ingenios azucareros." },
  { name: A.hvac, description: "Ventiladores, extractores y unidades manejadoras de aire." },
  { name: A.packaging, description: "Envasadoras, selladoras, etiquetadoras y paletizadoras." },
  { name: A.oil, description: "Bombeo de crudo, estaciones de transferencia y facilidades de producción." },
  { name: A.banana, description: "Lavado, transporte y empaque de banano para exportación." },
  { name: A.flowers, description: "Riego tecnificado, fertirriego y cuartos fríos en florícolas de la Sierra." },
];
