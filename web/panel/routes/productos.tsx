/**
 * /admin/productos. The panel layout renders the products tab itself and keeps it mounted once
 * opened (an open product form survives a look at another tab), so this route draws nothing; it
 * exists so the URL, with its filters, page and open product, is a real address (ADR 023).
 */
export default function Productos() {
  return null;
}
