/**
 * Tabs — accessible tabs (Radix: arrow keys move between tabs, roles tablist/tab/tabpanel).
 *
 *   <Tabs value={tab} onValueChange={setTab}>            // or defaultValue="a"
 *     <TabList aria-label="Secciones">
 *       <Tab value="a" icon={<Box size={16} />}>Productos</Tab>
 *       <Tab value="b" badge={3}>Solicitudes</Tab>
 *     </TabList>
 *     <TabPanel value="a">...</TabPanel>
 *     <TabPanel value="b">...</TabPanel>
 *   </Tabs>
 *
 * Props: Tabs takes Radix Root props (value, defaultValue, onValueChange, className).
 *   TabList   variant "underline" (default, page sections) | "pill" (sub-tabs inside a card/dialog)
 *   Tab       value, icon?, badge? (number shown in a small counter when > 0), disabled?
 *   TabLink   like Tab, but a link (`to`): for tabs that are routes, so they can be opened in a new
 *             browser tab and survive a reload; flag? ({ count, label }): a second, amber counter
 *             for what waits for a look (shown when > 0, its label as tooltip and for readers).
 *   TabPanel  value; panels unmount when hidden unless `keepMounted`.
 */
import * as RadixTabs from "@radix-ui/react-tabs";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";

type Variant = "underline" | "pill";
const VariantContext = createContext<Variant>("underline");

export function Tabs(props: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root {...props} />;
}

export function TabList({
  variant = "underline",
  className = "",
  children,
  ...rest
}: ComponentProps<typeof RadixTabs.List> & { variant?: Variant }) {
  const base =
    variant === "underline"
      ? "flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
      : "flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800";
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.List className={`${base} ${className}`} {...rest}>
        {children}
      </RadixTabs.List>
    </VariantContext.Provider>
  );
}

const triggerClass: Record<Variant, string> = {
  underline:
    "-mb-px border-b-2 border-transparent px-2.5 py-2.5 sm:px-4 text-slate-600 hover:text-slate-900 data-[state=active]:border-primary-600 data-[state=active]:text-primary-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-primary-300",
  pill: "rounded-md px-3 py-1.5 text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-primary-300",
};

type Flag = { count: number; label: string };

function TabContent({
  icon,
  badge,
  flag,
  children,
}: {
  icon?: ReactNode;
  badge?: number;
  flag?: Flag;
  children: ReactNode;
}) {
  return (
    <>
      {icon}
      {children}
      {badge !== undefined && badge > 0 && (
        <span className="rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold leading-none text-white">
          {badge}
        </span>
      )}
      {flag && flag.count > 0 && (
        <>
          <span
            className="rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold leading-none text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
            title={flag.label}
            data-testid="tab-flag"
            data-count={flag.count}
          >
            {flag.count}
          </span>
          <span className="sr-only">{flag.label}</span>
        </>
      )}
    </>
  );
}

const tabClass = (variant: Variant) =>
  `inline-flex shrink-0 items-center gap-2 whitespace-nowrap text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${triggerClass[variant]}`;

export function TabLink({
  value,
  to,
  icon,
  badge,
  flag,
  children,
}: {
  value: string;
  to: string;
  icon?: ReactNode;
  badge?: number;
  flag?: Flag;
  children: ReactNode;
}) {
  const variant = useContext(VariantContext);
  return (
    <RadixTabs.Trigger value={value} asChild className={tabClass(variant)}>
      <Link to={to}>
        <TabContent icon={icon} badge={badge} flag={flag}>
          {children}
        </TabContent>
      </Link>
    </RadixTabs.Trigger>
  );
}

export function Tab({
  icon,
  badge,
  className = "",
  children,
  ...rest
}: ComponentProps<typeof RadixTabs.Trigger> & { icon?: ReactNode; badge?: number }) {
  const variant = useContext(VariantContext);
  return (
    <RadixTabs.Trigger className={`${tabClass(variant)} ${className}`} {...rest}>
      <TabContent icon={icon} badge={badge}>
        {children}
      </TabContent>
    </RadixTabs.Trigger>
  );
}

export function TabPanel({
  keepMounted = false,
  className = "",
  ...rest
}: ComponentProps<typeof RadixTabs.Content> & { keepMounted?: boolean }) {
  return (
    <RadixTabs.Content
      forceMount={keepMounted ? true : undefined}
      className={`focus:outline-none data-[state=inactive]:hidden ${className}`}
      {...rest}
    />
  );
}
