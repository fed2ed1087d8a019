import type { App } from "../../app.ts";
import type { Tx } from "../../db/client.ts";
import { createProduct } from "../../db/seed/factories.ts";

/** Shared by the requests and mail tests (not a test file itself). */

let ipCounter = 0;
/** A distinct client address per request, so the per-address limit only bites where a test wants it. */
export const freshIp = () => `10.77.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export async function post(
  app: App,
  url: string,
  payload: unknown,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method: "POST",
    url,
    payload: payload as any,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.headers,
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as any) : undefined, headers: res.headers };
}

export const contactPayload = (over: Record<string, unknown> = {}) => ({
  name: "María José Peñafiel",
  email: "Maria.Penafiel@Ejemplo.EC",
  phone: "0991234567",
  company: "Cerámica Andina S.A.",
  message: "Necesito asesoría para automatizar una línea de envasado.",
  ...over,
});

export async function twoProducts(db: Tx) {
  const a = await createProduct(db, {
    name: "Variador de frecuencia 5.5 kW",
    sku: `VF-${ipCounter}-${Date.now() % 1e6}`,
    price: "1250.50",
  });
  const b = await createProduct(db, {
    name: "Relé térmico «Ñandú»",
    sku: `RT-${ipCounter}-${Date.now() % 1e6}`,
    price: "19.99",
  });
  return [a, b];
}

/** The spec's quotation body; prices and totals deliberately not the catalogue's unless given. */
export const quotationPayload = (
  items: { id: number; quantity: number; price?: number }[],
  over: Record<string, unknown> = {},
) => ({
  customerInfo: { name: "José Núñez", email: "Jose.Nunez@Planta.EC", phone: "042345678", company: "Planta Guayas" },
  items: items.map((i) => ({
    productId: i.id,
    productName: "cualquier nombre",
    quantity: i.quantity,
    price: i.price ?? 1,
    total: (i.price ?? 1) * i.quantity,
  })),
  total: items.reduce((s, i) => s + (i.price ?? 1) * i.quantity, 0),
  notes: "Entrega en Durán, por favor.",
  status: "pending",
  createdAt: new Date().toISOString(),
  ...over,
});

export const ADMIN = { name: "Ana Administradora", email: "ana.admin@andes.ec", password: "clave-segura-123" };

/** Creates the first admin if needed and signs in: the X-Session-ID headers of an admin. */
export async function adminHeaders(app: App) {
  await app.services.auth.ensureInitialAdmin(ADMIN);
  const res = await post(app, "/api/auth/login", { email: ADMIN.email, password: ADMIN.password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { "x-session-id": res.body.data.sessionId as string };
}
