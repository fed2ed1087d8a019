import { Link } from "react-router";
import { streetAddress } from "../../../../contracts/company.ts";
import type { Company } from "../../../load-context.ts";
import { paths } from "../../../lib/paths.ts";
import { LegalPage, LegalSection } from "./legal-page.tsx";

export const PRIVACY_TITLE = "Política de Privacidad";
const UPDATED = "noviembre de 2026";

/**
 * Default policy for a distributor that collects contact data in Ecuador, written against the
 * Ley Orgánica de Protección de Datos Personales (LOPDP, 2021); the company data is configuration.
 */
export function PrivacyPolicy({ company }: { company: Company }) {
  const email = company.salesEmail;
  const mail = (
    <a className="font-medium text-primary-700 underline dark:text-primary-300" href={`mailto:${email}`}>
      {email}
    </a>
  );
  return (
    <LegalPage
      title={PRIVACY_TITLE}
      updated={UPDATED}
      intro={
        <p>
          En {company.name} cuidamos los datos personales que nos confías. Esta política explica qué datos recogemos en
          este sitio, para qué los usamos y cómo puedes ejercer tus derechos conforme a la Ley Orgánica de Protección de
          Datos Personales del Ecuador (LOPDP).
        </p>
      }
    >
      <LegalSection title="1. Responsable del tratamiento">
        <p>
          {company.name}, con domicilio en {streetAddress(company.address, company.city)}, {company.city}. Para
          cualquier asunto sobre tus datos personales escríbenos a {mail}.
        </p>
      </LegalSection>
      <LegalSection title="2. Qué datos recogemos">
        <ul>
          <li>
            Los que escribes en nuestros formularios de contacto, servicios y cotización: nombre, correo electrónico,
            teléfono, empresa y mensaje.
          </li>
          <li>El contenido de tus solicitudes de cotización: productos, cantidades y observaciones.</li>
          <li>
            Datos técnicos de la conexión, como la dirección IP, que usamos solo por seguridad (por ejemplo, para frenar
            envíos abusivos).
          </li>
        </ul>
        <p>
          No pedimos datos sensibles. Tu cotización en curso y tu preferencia de tema (claro u oscuro) se guardan en tu
          propio navegador; no usamos cookies de publicidad ni de rastreo.
        </p>
      </LegalSection>
      <LegalSection title="3. Para qué los usamos">
        <ul>
          <li>Responder tus consultas y solicitudes de información.</li>
          <li>Preparar, enviar y dar seguimiento a tus cotizaciones.</li>
          <li>Comunicarnos contigo sobre tu solicitud por correo, teléfono o WhatsApp.</li>
        </ul>
        <p>No te enviaremos publicidad sin tu consentimiento previo.</p>
      </LegalSection>
      <LegalSection title="4. Base legal">
        <p>
          Tratamos tus datos con tu consentimiento, que nos das al enviar un formulario, y para aplicar las medidas
          precontractuales que nos pides, como preparar una cotización. Puedes retirar tu consentimiento en cualquier
          momento.
        </p>
      </LegalSection>
      <LegalSection title="5. Cuánto tiempo los conservamos">
        <p>
          Mientras sean necesarios para atender tu solicitud y su seguimiento comercial; después, solo durante el tiempo
          que exijan nuestras obligaciones legales, contables o tributarias. Cumplidos esos plazos, los eliminamos o
          anonimizamos.
        </p>
      </LegalSection>
      <LegalSection title="6. Con quién los compartimos">
        <p>
          No vendemos, alquilamos ni cedemos tus datos. Solo acceden a ellos nuestro personal y los proveedores que nos
          prestan servicios (alojamiento del sitio y correo electrónico), obligados a protegerlos, y las autoridades
          cuando la ley lo exija.
        </p>
      </LegalSection>
      <LegalSection title="7. Tus derechos">
        <p>
          Tienes derecho de acceso, rectificación y actualización, eliminación, oposición, portabilidad y suspensión del
          tratamiento, y a no ser objeto de decisiones basadas únicamente en tratamientos automatizados.
        </p>
        <p>
          Para ejercerlos, escríbenos a {mail} con el asunto «Protección de datos», indicando tu nombre y el derecho que
          deseas ejercer. Te responderemos dentro de los plazos que fija la LOPDP. Si no quedas conforme, puedes acudir
          a la Superintendencia de Protección de Datos Personales.
        </p>
      </LegalSection>
      <LegalSection title="8. Seguridad">
        <p>
          Aplicamos medidas técnicas y organizativas razonables para proteger tus datos frente a accesos no autorizados,
          pérdida o alteración.
        </p>
      </LegalSection>
      <LegalSection title="9. Cambios a esta política">
        <p>
          Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha. Consulta también
          nuestros{" "}
          <Link className="font-medium text-primary-700 underline dark:text-primary-300" to={paths.terms()}>
            Términos y Condiciones
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
