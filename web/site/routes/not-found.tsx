import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "../../ui/error-page.tsx";
import { seoRoot } from "../../lib/seo.ts";

/** Like every other page's title, the site's name follows (issue 22); never indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const company = seoRoot(matches)?.company.name;
  return [
    { title: company ? `Página no encontrada | ${company}` : "Página no encontrada" },
    { name: "robots", content: "noindex" },
  ];
};

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
