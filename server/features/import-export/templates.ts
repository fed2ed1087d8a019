import { IMPORT_COLUMNS, type ExtraStored } from "../../../contracts/import-export.ts";
import { productsXlsxBuffer, type SheetValues } from "./export-xlsx.ts";

/** Two realistic rows; the second is the first one's accessory and lists it as related. */
export const TEMPLATE_EXAMPLES: SheetValues[] = [
  {
    sku: "ATV320U15N4B",
    sku_ec: "EC-ATV320-015",
    name: "Variador de frecuencia Altivar Machine ATV320 1,5 kW",
    description: "Variador para motores asíncronos y síncronos trifásicos, formato libro.",
    brand: "Schneider Electric",
    category: "Variadores de frecuencia",
    subcategory: "Variadores compactos",
    price: "485.50",
    stock_quantity: "12",
    min_stock_level: "2",
    weight: "1.2 kg",
    dimensions: "45 x 317 x 245 mm",
    potencia_kw: "1.5",
    corriente: "4.1 A",
    voltaje: "380-500 VAC",
    frame_size: "FSA",
    comunicacion: "Modbus RTU, CANopen",
    alimentacion: "Trifásica",
    main_image: "",
    features: "Control vectorial sin sensor; Función de seguridad STO integrada; Filtro CEM clase C2",
    applications: "Bombas y ventiladores; Bandas transportadoras; Máquinas de embalaje",
    accessories: "VW3A1111",
    related_products: "",
  },
  {
    sku: "VW3A1111",
    sku_ec: "",
    name: "Terminal gráfico remoto para variadores Altivar",
    description: "Pantalla con teclado para configurar y supervisar el variador a distancia.",
    brand: "Schneider Electric",
    category: "Variadores de frecuencia",
    subcategory: "Accesorios para variadores",
    price: "Consultar",
    stock_quantity: "Disponible",
    min_stock_level: "",
    weight: "0.15 kg",
    dimensions: "",
    potencia_kw: "",
    corriente: "",
    voltaje: "",
    frame_size: "",
    comunicacion: "Modbus",
    alimentacion: "",
    main_image: "",
    features: "Pantalla retroiluminada; Copia de parámetros entre equipos",
    applications: "",
    accessories: "",
    related_products: "ATV320U15N4B:Compatible con",
  },
];

/** Their rows of 'Datos adicionales' in the Excel template (a CSV has one sheet only). */
const TEMPLATE_EXTRAS: ExtraStored[] = [
  { is_active: true, original_price: "520.00", series: "Altivar Machine ATV320", iva_rate: null },
  { is_active: true, original_price: null, series: "Altivar", iva_rate: 15 },
];

const csvField = (v: string) => (/[",;\r\n]|^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** UTF-8 with a byte-order mark, so Excel shows the accents; comma-separated, CRLF (RFC 4180). */
export function templateCsv(): Buffer {
  const lines = [
    IMPORT_COLUMNS.join(","),
    ...TEMPLATE_EXAMPLES.map((row) => IMPORT_COLUMNS.map((c) => csvField(row[c] ?? "")).join(",")),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join("\r\n") + "\r\n", "utf8")]);
}

export function templateXlsx(): Promise<Buffer> {
  return productsXlsxBuffer(TEMPLATE_EXAMPLES.map((cells, i) => ({ cells, extra: TEMPLATE_EXTRAS[i] })));
}
