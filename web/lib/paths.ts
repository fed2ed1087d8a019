import { buildQuery, type QueryValue } from "./query.ts";

/** Every in-site URL, in one place. */
export const paths = {
  home: () => "/",
  catalog: (query: Record<string, QueryValue> = {}) => `/productos${buildQuery(query)}`,
  product: (id: number | string) => `/producto/${id}`,
  services: () => "/servicios",
  quote: () => "/cotizacion",
  contact: () => "/contacto",
  privacy: () => "/privacidad",
  terms: () => "/terminos",
  login: () => "/login",
  ogSite: () => "/og/sitio.jpg",
  ogProduct: (id: number | string) => `/og/producto/${id}.jpg`,
  admin: () => "/admin",
  /** 'Mi cuenta': where STAFF_2FA sends a user who must still turn the second factor on. */
  account: () => "/admin/cuenta",
} as const;
