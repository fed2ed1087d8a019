import type { ReactNode } from "react";

/** The frame of the privacy and terms pages: a readable column of numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="legal-updated">
        Última actualización: {updated}
      </p>
      <div className="mt-6 text-slate-700 dark:text-slate-200">{intro}</div>
      <div className="mt-8 space-y-8">{children}</div>
    </main>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-700 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1 dark:text-slate-200">
        {children}
      </div>
    </section>
  );
}
