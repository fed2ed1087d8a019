import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "../components/error-page.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Página no encontrada" },
  { name: "robots", content: "noindex" },
];

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
