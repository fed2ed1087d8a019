import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import {
  addAccessory,
  addRelated,
  createBrand,
  createCategory,
  createProduct,
  createSubcategory,
} from "../../db/seed/factories.ts";
import { hashToken } from "../auth/auth.service.ts";

/**
 * A small catalogue whose every list, sort and facet result can be worked out by hand.
 * Six active products and one inactive one (which must never show publicly).
 */
export async function seedCatalog(db: Db) {
  const siemens = await createBrand(db, { name: "Siemens" });
  const abb = await createBrand(db, { name: "ABB" });
  const schneider = await createBrand(db, { name: "Schneider" });
  const drives = await createCategory(db, { name: "Variadores" });
  const plcs = await createCategory(db, { name: "PLC" });
  const lowVoltage = await createSubcategory(db, { name: "Baja tensión", category_id: drives.id });
  const compact = await createSubcategory(db, { name: "Compactos", category_id: plcs.id });

  const g120 = await createProduct(db, {
    sku: "6SL3210-1KE",
    sku_ec: "EC-G120",
    name: "Variadores de frecuencia G120",
    description: "Convertidor modular",
    brand_id: siemens.id,
    category_id: drives.id,
    subcategory_id: lowVoltage.id,
    series: "G120",
    potencia_kw: "0.75",
    voltaje: "400V",
    comunicacion: "PROFINET",
    alimentacion: "Monofásica",
    price: "500.00",
    original_price: "550.00",
    stock_quantity: 5,
  });
  const v20 = await createProduct(db, {
    sku: "6SL3210-5BE",
    name: "Variador compacto V20",
    description: "Equipo básico",
    brand_id: siemens.id,
    category_id: drives.id,
    subcategory_id: lowVoltage.id,
    series: "V20",
    potencia_kw: "7.5",
    voltaje: "230V",
    price: "300.00",
    stock_quantity: 0,
    stock_text: "Agotado",
  });
  const acs = await createProduct(db, {
    sku: "3AUA0000080",
    name: "Variador ACS580",
    description: "Uso general",
    brand_id: abb.id,
    category_id: drives.id,
    series: "ACS580",
    potencia_kw: "11",
    voltaje: "400V",
    frame_size: "R3",
    corriente: "12.6A",
    alimentacion: "Trifásica",
    price: "1200.00",
    stock_quantity: 20,
    main_image: "https://example.com/acs580.jpg",
  });
  const module = await createProduct(db, {
    sku: "6ES7231-4HD32",
    name: "Módulo de señal S7-1200",
    description: "Entradas de SEÑALES analógicas",
    brand_id: siemens.id,
    category_id: plcs.id,
    subcategory_id: compact.id,
    series: "S7-1200",
    price: null,
    price_text: "Consultar",
    stock_quantity: null,
    stock_text: "Consultar",
  });
  const panel = await createProduct(db, {
    sku: "ACS580",
    name: "Panel de control para variador",
    description: "Accesorio de montaje",
    brand_id: abb.id,
    category_id: drives.id,
    price: "50.00",
    stock_quantity: 8,
  });
  const hidden = await createProduct(db, {
    sku: "OLD-001",
    name: "Variador inactivo",
    description: "Descontinuado",
    brand_id: schneider.id,
    category_id: drives.id,
    potencia_kw: "0.75",
    price: "10.00",
    is_active: false,
    main_image: "https://example.com/old.jpg",
  });
  const hmi = await createProduct(db, {
    sku: "KTP700",
    name: "HMI KTP700",
    description: "Pantalla táctil",
    brand_id: schneider.id,
    category_id: plcs.id,
    price: "800.00",
    stock_quantity: 3,
    main_image: "https://example.com/ktp700.jpg",
  });

  await addAccessory(db, g120.id, hmi.id);
  await addAccessory(db, g120.id, hidden.id);
  await addRelated(db, g120.id, acs.id, "Alternativa");
  await addRelated(db, g120.id, v20.id, "Complemento");
  await addRelated(db, g120.id, hidden.id, "Alternativa");

  return {
    brands: { siemens, abb, schneider },
    categories: { drives, plcs },
    subcategories: { lowVoltage, compact },
    products: { g120, v20, acs, module, panel, hidden, hmi },
  };
}

/** A signed-in staff session, written straight to the tables (the auth flow has its own tests). */
export async function staffSession(db: Db) {
  const token = randomBytes(32).toString("hex");
  const [user] = await db
    .insert(users)
    .values({ name: "Staff", email: `staff-${token.slice(0, 8)}@andes.ec`, password_hash: "not-a-real-hash" })
    .returning();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: user.id,
    expires_at: new Date(Date.now() + 3_600_000),
  });
  return { "x-session-id": token };
}
