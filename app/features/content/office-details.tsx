import { site } from "~/shared/config/site";

/** The office's phones, e-mail and hours as entries of a <dl>. */
export function OfficeContactEntries({ phoneSuffix = "" }: { phoneSuffix?: string }) {
  return (
    <>
      {site.phones.map((phone) => (
        <div key={phone.tel}>
          <dt>
            {phone.label}
            {phoneSuffix}
          </dt>
          <dd>
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
          </dd>
        </div>
      ))}
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
      </div>
      <div>
        <dt>Hours</dt>
        <dd>{site.hours}</dd>
      </div>
    </>
  );
}

/** The brokerage's postal block, as the legal pages end with it. */
export function OfficeAddress() {
  const phone = site.phones[0];
  return (
    <address className="content-address">
      {site.name}
      <br />
      {site.address.street}, {site.address.locality}, {site.address.region}, {site.address.postalCode}
      <br />
      {site.address.mailing}
      <br />
      <a href={`mailto:${site.email}`}>{site.email}</a> · <a href={`tel:${phone.tel}`}>{phone.display}</a>
    </address>
  );
}
