import { Link } from "react-router";
import type { Company } from "../../../load-context.ts";
import { ivaNote } from "../../../lib/iva.ts";
import { paths } from "../../../lib/paths.ts";
import { LegalPage, LegalSection } from "./legal-page.tsx";

export const TERMS_TITLE = "Términos y Condiciones";
const UPDATED = "noviembre de 2026";

/** Default terms of use of the catalogue: what a listed price and a quotation do and do not promise. */
export function Terms({ company }: { company: Company }) {
  const email = company.salesEmail;
  return (
    <LegalPage
      title={TERMS_TITLE}
      updated={UPDATED}
      intro={
        <p>
          Estos términos rigen el uso del sitio de {company.name}. Al navegarlo o enviarnos una solicitud, aceptas lo
          que sigue.
        </p>
      }
    >
      <LegalSection title="1. Catálogo">
        <p>
          La información de productos es referencial: las especificaciones provienen de los fabricantes y las imágenes
          son ilustrativas. Podemos actualizar el catálogo sin previo aviso.
        </p>
      </LegalSection>
      <LegalSection title="2. Precios">
        <p>
          Los precios del catálogo están en dólares de los Estados Unidos, son referenciales y pueden cambiar sin previo
          aviso. {ivaNote(company.pricesIncludeIva)} Un producto marcado «Consultar» se cotiza a pedido. Este sitio no
          realiza ventas ni cobros en línea.
        </p>
      </LegalSection>
      <LegalSection title="3. Solicitudes de cotización y cotizaciones">
        <p>
          Una solicitud de cotización enviada desde el sitio no es un pedido y no obliga a ninguna de las partes. La
          cotización formal que te enviamos es una oferta con la validez, las condiciones de pago, los plazos de entrega
          y los precios finales que se indican en ella. La compra se concreta cuando aceptas esa cotización dentro de su
          validez.
        </p>
      </LegalSection>
      <LegalSection title="4. Disponibilidad">
        <p>
          El stock que muestra el sitio es referencial; la disponibilidad y el plazo de entrega se confirman en la
          cotización formal.
        </p>
      </LegalSection>
      <LegalSection title="5. Selección técnica">
        <p>
          La elección de un equipo para una aplicación es responsabilidad de quien lo especifica. Nuestros ingenieros
          pueden ayudarte a validarla antes de la compra.
        </p>
      </LegalSection>
      <LegalSection title="6. Marcas">
        <p>
          Las marcas y logotipos de los fabricantes pertenecen a sus titulares y se muestran solo para identificar los
          productos que distribuimos.
        </p>
      </LegalSection>
      <LegalSection title="7. Uso del sitio">
        <p>
          No está permitido usar el sitio para enviar información falsa, contenido ilícito o envíos masivos
          automatizados.
        </p>
      </LegalSection>
      <LegalSection title="8. Datos personales">
        <p>
          Tratamos los datos que nos envías según nuestra{" "}
          <Link className="font-medium text-primary-700 underline dark:text-primary-300" to={paths.privacy()}>
            Política de Privacidad
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="9. Ley aplicable y contacto">
        <p>
          Estos términos se rigen por las leyes de la República del Ecuador. Para cualquier consulta escríbenos a{" "}
          <a className="font-medium text-primary-700 underline dark:text-primary-300" href={`mailto:${email}`}>
            {email}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
