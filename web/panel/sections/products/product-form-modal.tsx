import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { Brand, Category, Product, Subcategory } from "../../../../contracts/catalog.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { CancelButton } from "./cancel-button.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs.tsx";
import { serverFieldErrors } from "../../../lib/field-errors.ts";
import { notifySessionExpired, SESSION_EXPIRED_EVENT } from "../../../lib/session-expiry.ts";
import { STORAGE_KEYS, storage } from "../../../lib/storage.ts";
import { AccessoriesTab } from "./accessories-tab.tsx";
import { ProductHistory } from "../audit/product-history.tsx";
import { useAuth } from "../../../session/auth-provider.tsx";
import { useCatalogWriter } from "../../kit/use-catalog-writer.ts";
import { KeptDraftBanner } from "../../kit/kept-draft-banner.tsx";
import { DocumentsField } from "./documents-field.tsx";
import {
  clearDraft,
  dropOpenForm,
  keepOpenForm,
  EMPTY_PRODUCT,
  payloadFromValues,
  readDraft,
  sameValues,
  saveDraft,
  takeOpenForm,
  validateProduct,
  valuesFromProduct,
  type ProductField,
  type ProductFormValues,
} from "./form-values.ts";
import { GeneralFields } from "./general-fields.tsx";
import { applicationsApi, featuresApi, saveProduct } from "./products-api.ts";
import { RelatedTab } from "./related-tab.tsx";
import { TextListTab } from "./text-list-tab.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";

type Props = {
  product: Product | null;
  brands: Brand[];
  categories: Category[];
  subcategories: Subcategory[];
  onClose: () => void;
  onCreated: (product: Product) => void;
  onUpdated: (product: Product) => void;
};

type FormTab = "general" | "features" | "applications" | "accessories" | "related" | "documents" | "history";

function SaveFirst({ what }: { what: string }) {
  return (
    <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" role="note">
      Guarda el producto primero para poder gestionar {what}.
    </p>
  );
}

/** The form's fields, where the server's refusals are shown. */
const PRODUCT_FIELDS = Object.keys(EMPTY_PRODUCT) as ProductField[];

/** Create / edit a product (admin spec §2, §4, §5): one editor for both modes. */
export function ProductFormModal({ product, brands, categories, subcategories, onClose, onCreated, onUpdated }: Props) {
  const productId = product?.id ?? null;
  const defaults = useMemo(() => (product ? valuesFromProduct(product) : EMPTY_PRODUCT), [product]);
  const form = useForm<ProductFormValues>({ defaultValues: defaults });
  const [tab, setTab] = useState<FormTab>("general");
  const isAdmin = useAuth().user?.role === "admin";
  // 'ventas' reads the catalogue (ADR 018): a product opened from its address shows, nothing edits.
  const writer = useCatalogWriter();
  const [draft, setDraft] = useState(() => readDraft(productId));
  const { busy, run } = usePanelWrite();
  const baseline = useRef(defaults);
  const closed = useRef(false);

  // Keep what was typed if the session ends (any 401, anywhere): restored after signing in.
  useEffect(() => {
    const keep = () => {
      closed.current = true; // the session's draft (sessionStorage, banner) takes over from memory
      const values = form.getValues();
      if (!sameValues(values, baseline.current)) saveDraft(productId, values);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, keep);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, keep);
  }, [form, productId]);

  const fill = useCallback(
    (values: ProductFormValues) => {
      for (const [key, value] of Object.entries(values) as [ProductField, string][]) {
        form.setValue(key, value as never, { shouldDirty: true });
      }
    },
    [form],
  );

  // A look at another panel tab unmounts this form: what was typed waits in memory and comes back
  // when the same product opens again; closing or creating drops it.
  useEffect(() => {
    closed.current = false;
    const kept = takeOpenForm(productId);
    if (kept) fill(kept);
    return () => {
      const values = form.getValues();
      if (!closed.current && !sameValues(values, baseline.current)) keepOpenForm({ productId, values });
    };
  }, [fill, form, productId]);
  const close = () => {
    closed.current = true;
    dropOpenForm();
    onClose();
  };

  function restoreDraft() {
    if (!draft) return;
    fill(draft.values);
    setDraft(null);
    setTab("general");
  }

  function showFieldErrors(errors: Partial<Record<ProductField, string>>) {
    const fields = Object.keys(errors) as ProductField[];
    for (const f of fields) form.setError(f, { type: "validate", message: errors[f] });
    if (fields.length) {
      setTab("general");
      // After the tab renders, put the cursor on the first wrong field.
      setTimeout(() => form.setFocus(fields[0]), 0);
    }
  }

  async function submit(values: ProductFormValues) {
    form.clearErrors();
    const errors = validateProduct(values);
    if (Object.keys(errors).length) return showFieldErrors(errors);
    if (!storage.get(STORAGE_KEYS.user)) {
      // Admin spec §6: saving without a session; the draft is kept by the event listener.
      notifySessionExpired();
      return;
    }
    const creating = productId === null;
    const result = await run("save", () => saveProduct(productId, payloadFromValues(values)), {
      success: (res) =>
        res.message ?? (creating ? "Producto creado correctamente" : "Producto actualizado correctamente"),
      failure: creating ? "Error al crear el producto" : "Error al actualizar el producto",
      prefixFailure: true,
      then: (res) => {
        clearDraft();
        if (creating) {
          closed.current = true;
          onCreated(res.data);
        } else {
          const saved = valuesFromProduct(res.data);
          baseline.current = saved;
          form.reset(saved);
          onUpdated(res.data);
        }
      },
    });
    // Signed out: nothing more, the draft is kept. A refusal marks its fields besides the toast.
    if (!result.ok) showFieldErrors(serverFieldErrors(result.error, PRODUCT_FIELDS));
  }

  const sub = (what: string, node: ReactNode) => (productId === null ? <SaveFirst what={what} /> : node);
  const readOnly = (node: ReactNode) => (
    <fieldset disabled={!writer} className="min-w-0">
      {node}
    </fieldset>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={!writer ? "Ver producto" : product ? "Editar producto" : "Nuevo producto"}
      description={
        product
          ? `${product.name} · SKU ${product.sku}`
          : "Completa la información general y guarda para continuar con el resto."
      }
      size="xl"
      dirty={form.formState.isDirty}
      panelProps={{ "data-testid": "product-form-modal" }}
      footer={
        tab === "general" && writer ? (
          <>
            <CancelButton />
            <Button type="submit" form="product-form" loading={busy === "save"}>
              {product ? "Guardar cambios" : "Crear producto"}
            </Button>
          </>
        ) : undefined
      }
    >
      {draft && writer && (
        <KeptDraftBanner
          of="este formulario"
          savedAt={draft.savedAt}
          testId="product-draft-banner"
          className="mb-4"
          onRestore={restoreDraft}
          onDiscard={() => (clearDraft(), setDraft(null))}
        />
      )}
      <Tabs value={tab} onValueChange={(v) => setTab(v as FormTab)}>
        <TabList variant="pill" aria-label="Secciones del producto" className="mb-4">
          <Tab value="general">Información general</Tab>
          <Tab value="features">Características</Tab>
          <Tab value="applications">Aplicaciones</Tab>
          <Tab value="accessories">Accesorios</Tab>
          <Tab value="related">Productos relacionados</Tab>
          <Tab value="documents">Documentos</Tab>
          {/* The audit log is the admins' (ADR 018); a new product has none yet. */}
          {productId !== null && isAdmin && <Tab value="history">Historial</Tab>}
        </TabList>
        {/* Kept mounted so typed values survive a look at another tab. */}
        <TabPanel value="general" keepMounted>
          <form id="product-form" noValidate onSubmit={form.handleSubmit(submit)}>
            {readOnly(
              <GeneralFields form={form} brands={brands} categories={categories} subcategories={subcategories} />,
            )}
          </form>
        </TabPanel>
        <TabPanel value="features">
          {sub(
            "sus características",
            productId !== null && readOnly(<TextListTab productId={productId} api={featuresApi} kind="feature" />),
          )}
        </TabPanel>
        <TabPanel value="applications">
          {sub(
            "sus aplicaciones",
            productId !== null &&
              readOnly(<TextListTab productId={productId} api={applicationsApi} kind="application" />),
          )}
        </TabPanel>
        <TabPanel value="accessories">
          {sub("sus accesorios", productId !== null && readOnly(<AccessoriesTab productId={productId} />))}
        </TabPanel>
        <TabPanel value="related">
          {sub("sus productos relacionados", productId !== null && readOnly(<RelatedTab productId={productId} />))}
        </TabPanel>
        <TabPanel value="documents">
          {sub("sus documentos", productId !== null && readOnly(<DocumentsField productId={productId} />))}
        </TabPanel>
        {productId !== null && isAdmin && (
          <TabPanel value="history">
            <ProductHistory productId={productId} />
          </TabPanel>
        )}
      </Tabs>
    </Dialog>
  );
}
