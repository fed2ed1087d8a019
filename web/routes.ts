import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Explicit route table (no file-system routing, so *.server.*, *.test.* and helper files beside
 * the routes are never mistaken for pages).
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("productos", "routes/productos.tsx"),
    route("producto/:id", "routes/product.tsx"),
    route("servicios", "routes/servicios.tsx"),
    route("cotizacion", "routes/cotizacion.tsx"),
    // The customer's status page, opened by its secret link (ADR 017); noindex.
    route("cotizacion/estado/:token", "routes/cotizacion-estado.tsx"),
    route("contacto", "routes/contacto.tsx"),
    route("privacidad", "routes/privacidad.tsx"),
    route("terminos", "routes/terminos.tsx"),
    // Anything else inside the site chrome: the Spanish 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
  route("login", "routes/login.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Link-preview pictures (og:image): JPEG, since previews do not show SVG.
  route("og/sitio.jpg", "routes/og-site.ts"),
  route("og/producto/:image", "routes/og-product.ts"),
  // The panel: client-only, its code never ships with the public pages. Each tab is a route so it
  // survives a reload and can be linked (ADR 023); the spec's tabs, labels and default stay.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("administracion/:section?", "routes/admin/administracion.tsx"),
    route("productos", "routes/admin/productos.tsx"),
    route("importar", "routes/admin/importar.tsx"),
    route("solicitudes/:type?/:id?", "routes/admin/solicitudes.tsx"),
    route("cuenta", "routes/admin/cuenta.tsx"),
    route("*", "routes/admin/unknown.tsx"),
  ]),
] satisfies RouteConfig;
