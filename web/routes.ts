import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Explicit route table (no file-system routing, so *.server.*, *.test.* and helper files beside
 * the routes are never mistaken for pages).
 */
export default [
  layout("site/routes/site-layout.tsx", [
    index("site/routes/home.tsx"),
    route("productos", "site/routes/productos.tsx"),
    route("producto/:id", "site/routes/product.tsx"),
    route("servicios", "site/routes/servicios.tsx"),
    route("cotizacion", "site/routes/cotizacion.tsx"),
    // The customer's status page, opened by its secret link (ADR 017); noindex.
    route("cotizacion/estado/:token", "site/routes/cotizacion-estado.tsx"),
    route("contacto", "site/routes/contacto.tsx"),
    route("privacidad", "site/routes/privacidad.tsx"),
    route("terminos", "site/routes/terminos.tsx"),
    // Anything else inside the site chrome: the Spanish 404 page.
    route("*", "site/routes/not-found.tsx"),
  ]),
  route("login", "panel/routes/login.tsx"),
  route("sitemap.xml", "site/routes/sitemap.ts"),
  route("robots.txt", "site/routes/robots.ts"),
  // Link-preview pictures (og:image): JPEG, since previews do not show SVG.
  route("og/sitio.jpg", "site/routes/og-site.ts"),
  route("og/producto/:image", "site/routes/og-product.ts"),
  // The panel: client-only, its code never ships with the public pages. Each tab is a route so it
  // survives a reload and can be linked (ADR 023); the spec's tabs, labels and default stay.
  route("admin", "panel/routes/layout.tsx", [
    index("panel/routes/dashboard.tsx"),
    route("administracion/:section?", "panel/routes/administracion.tsx"),
    route("productos", "panel/routes/productos.tsx"),
    route("importar", "panel/routes/importar.tsx"),
    route("solicitudes/:type?/:id?", "panel/routes/solicitudes.tsx"),
    route("cuenta", "panel/routes/cuenta.tsx"),
    route("*", "panel/routes/unknown.tsx"),
  ]),
] satisfies RouteConfig;
