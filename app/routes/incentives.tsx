import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/incentives";
import { ContactCta } from "~/features/content/components";
import { CONTENT_PICTURES } from "~/features/content";
import { ContentSections, type ContentSection } from "~/features/content/components";
import { site } from "~/shared/config/site";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import contentStylesHref from "~/styles/content.css?url";
import type { PageHandle } from "~/features/shell";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

// A static page: no React in the browser (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Investment Incentives",
    description: "US Virgin Islands investment incentives explained: the EDC program, tax benefits and what they mean for buyers.",
    path: "/incentives",
  });

const STAMP_TAX = [
  { band: "Up to $350,000", rate: "2%" },
  { band: "$350,001 to $1,000,000", rate: "2.5%" },
  { band: "$1,000,001 to $5,000,000", rate: "3%" },
  { band: "Over $5,000,000", rate: "3.5%" },
];

const PROPERTY_TAX = [
  { kind: "Residential (homes, condominiums)", rate: "0.377%" },
  { kind: "Unimproved non-commercial land", rate: "0.4946%" },
  { kind: "Commercial", rate: "0.711%" },
  { kind: "Timeshare", rate: "1.407%" },
];

const disclaimer = (
  <div className="content-note" role="note">
    <p>
      <strong>General information, not tax or legal advice.</strong> Tax law and incentive programs change, and how
      they apply depends on your circumstances. Figures were checked when this page was written; always confirm them,
      and take advice from a qualified USVI tax adviser and attorney before you rely on them.
    </p>
  </div>
);

const sections: ContentSection[] = [
  {
    id: "at-a-glance",
    title: "At a glance",
    body: (
      <ul>
        <li>
          Qualifying <strong>businesses</strong> that set up in the territory can cut their income tax by up to 90% and
          pay no gross receipts, excise or property tax through the Economic Development Commission program.
        </li>
        <li>
          Investors can defer and reduce federal tax on capital gains by investing them in the territory’s
          Opportunity Zones.
        </li>
        <li>
          People who become <strong>bona fide residents</strong> file one income tax return, with the Virgin Islands,
          not with the IRS.
        </li>
        <li>Property tax is low by mainland standards: about 0.38% of value a year on a home.</li>
        <li>
          At closing, the territory charges a stamp tax of 2% to 3.5% of the price on the transfer of the deed.
        </li>
      </ul>
    ),
  },
  {
    id: "edc",
    picture: CONTENT_PICTURES.edc,
    title: "The Economic Development Commission (EDC) program",
    body: (
      <>
        <p>
          Congress allows the US Virgin Islands to offer tax benefits to businesses that invest in the territory and
          create jobs here. The program is run by the Economic Development Commission, part of the USVI Economic
          Development Authority (EDA). A business that is approved receives a certificate of benefits for a set number
          of years.
        </p>
        <h3>The benefits</h3>
        <ul>
          <li>a reduction of up to <strong>90% in income tax</strong> on qualifying income, including on the dividends or profit shares paid to owners who are bona fide residents;</li>
          <li>a <strong>100% exemption from gross receipts tax</strong>;</li>
          <li>a <strong>100% exemption from excise tax</strong> on raw materials, building materials and equipment brought in for the business;</li>
          <li>a <strong>100% exemption from property tax</strong> on the property the business uses;</li>
          <li>a reduced customs duty.</li>
        </ul>
        <h3>The requirements</h3>
        <ul>
          <li>
            a minimum <strong>investment</strong>, generally $100,000 excluding inventory, in a business the Commission
            considers good for the territory (for example manufacturing, tourism and hospitality, marine industries, and
            service businesses with clients outside the islands);
          </li>
          <li>
            <strong>employing residents</strong>: generally at least ten full-time employees, most of whom must be
            Virgin Islands residents (smaller requirements apply to some service businesses);
          </li>
          <li>
            for owners who claim the income tax reduction, <strong>bona fide residency</strong> in the territory (see
            below);
          </li>
          <li>yearly compliance reports, fees, local purchasing and contributions to local charities.</li>
        </ul>
        <p>
          Note what the program is <em>not</em>: buying a home or a rental villa does not, on its own, qualify for EDC
          benefits. It rewards an operating business. Some hospitality businesses, such as small hotels and guesthouses,
          can qualify.
        </p>
      </>
    ),
  },
  {
    id: "opportunity-zones",
    picture: CONTENT_PICTURES.opportunityZones,
    title: "Opportunity Zones",
    body: (
      <>
        <p>
          The federal Opportunity Zone program, created in 2017, lets an investor who sells an asset at a gain put that
          gain into a Qualified Opportunity Fund, which in turn invests in designated low-income areas. The investor can
          defer tax on the original gain and, after holding the investment for ten years, pay no federal tax on the
          growth of the investment itself.
        </p>
        <p>
          The territory’s first Opportunity Zones, designated in 2018, are neighborhoods on St. Thomas and St.
          Croix; none are on St. John. The territory adds its own local incentives for qualifying businesses in a zone.
          In 2025 Congress made the program permanent and changed its rules, with new zones designated from 2027, so
          check the current map and terms with the EDA and your adviser.
        </p>
      </>
    ),
  },
  {
    id: "income-tax",
    title: "Income tax for bona fide residents",
    body: (
      <>
        <p>
          The Virgin Islands use a &ldquo;mirror&rdquo; of the US Internal Revenue Code: the same rules and rates, with
          &ldquo;Virgin Islands&rdquo; in place of &ldquo;United States&rdquo;. If you are a <strong>bona fide resident</strong>{" "}
          of the territory for the whole tax year, you file your income tax return with the Virgin Islands Bureau of
          Internal Revenue (BIR), not with the IRS, and your tax is paid to the territory. You tell the IRS when you
          become or stop being a resident (on Form 8898, when your income is above the threshold).
        </p>
        <p>Bona fide residency is a legal test, not a formality. In short, you must:</p>
        <ul>
          <li>be present in the territory for at least 183 days in the year (or meet one of the alternative presence tests);</li>
          <li>have your tax home, your main place of work, in the territory; and</li>
          <li>have a closer connection to the Virgin Islands than to the US mainland or any other country.</li>
        </ul>
        <p>
          US citizens who own property here but live on the mainland remain mainland taxpayers. They may also have to
          file with the BIR on income earned in the territory, such as villa rental income.
        </p>
      </>
    ),
  },
  {
    id: "property-tax",
    picture: CONTENT_PICTURES.propertyTax,
    title: "Property tax",
    body: (
      <>
        <p>
          Real property is assessed by the Tax Assessor, in the Office of the Lieutenant Governor, at 100% of its market
          value, and taxed each year at a rate that depends on how it is used:
        </p>
        <table className="content-table">
          <caption>Annual property tax rates, as a share of assessed value</caption>
          <thead>
            <tr>
              <th scope="col">Kind of property</th>
              <th scope="col">Rate</th>
            </tr>
          </thead>
          <tbody>
            {PROPERTY_TAX.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{row.kind}</th>
                <td>{row.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          A home assessed at $1,500,000 would pay about $5,655 a year. Bills have at times been issued late, sometimes
          covering more than one year, so set the money aside as it accrues. Residents who live in their home may
          qualify for a homestead exemption; ask the Tax Assessor.
        </p>
      </>
    ),
  },
  {
    id: "closing-costs",
    picture: CONTENT_PICTURES.closingCosts,
    title: "Closing costs and the stamp tax",
    body: (
      <>
        <p>
          When a deed is recorded, the territory collects a <strong>stamp tax</strong> (transfer tax) on a sliding scale.
          It is charged on the sale price or the assessed value, whichever is higher:
        </p>
        <table className="content-table">
          <caption>Stamp tax on the transfer of real property</caption>
          <thead>
            <tr>
              <th scope="col">Value of the property</th>
              <th scope="col">Stamp tax</th>
            </tr>
          </thead>
          <tbody>
            {STAMP_TAX.map((row) => (
              <tr key={row.band}>
                <th scope="row">{row.band}</th>
                <td>{row.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          On a $1,200,000 home the stamp tax is 3%, or $36,000. Who pays it is agreed in the contract of sale; it is
          often the seller, sometimes the buyer, sometimes split. Other closing costs to budget for:
        </p>
        <ul>
          <li>attorney fees for the closing documents (closings here are usually handled by a local attorney);</li>
          <li>title search and title insurance;</li>
          <li>a boundary survey, a home inspection, and cistern and septic inspections;</li>
          <li>recording fees at the Recorder of Deeds;</li>
          <li>your share of the year’s property tax, prorated at closing;</li>
          <li>lender fees and an appraisal, if you are borrowing;</li>
          <li>the first year of homeowner’s and windstorm insurance.</li>
        </ul>
        <p>
          The real estate commission is usually paid by the seller. Ask us for an estimate of closing costs for any
          property you are considering.
        </p>
      </>
    ),
  },
  {
    id: "where-to-check",
    title: "Where to check",
    body: (
      <ul>
        <li>
          USVI Economic Development Authority, for the EDC program and Opportunity Zones:{" "}
          <a href="https://www.usvieda.org/">usvieda.org</a>
        </li>
        <li>
          Virgin Islands Bureau of Internal Revenue, for residency and income tax:{" "}
          <a href="https://bir.vi.gov/">bir.vi.gov</a>
        </li>
        <li>
          IRS Publication 570, <cite>Tax Guide for Individuals With Income From U.S. Possessions</cite>:{" "}
          <a href="https://www.irs.gov/publications/p570">irs.gov/publications/p570</a>
        </li>
        <li>
          Office of the Lieutenant Governor, for property tax, the Tax Assessor and the Recorder of Deeds:{" "}
          <a href="https://ltg.gov.vi/">ltg.gov.vi</a>
        </li>
      </ul>
    ),
  },
  {
    id: "disclaimer",
    title: "Disclaimer",
    body: (
      <p>
        This page is general information to help you ask the right questions. It is not tax, legal, investment or
        accounting advice, and it does not create any professional relationship. {site.name} is a real estate brokerage, not a tax adviser or law firm. Rates, thresholds and program rules change; before you act, confirm
        them with the agencies above and take advice from a qualified USVI tax adviser and attorney. See also our{" "}
        <Link to="/termuse">terms of use</Link>.
      </p>
    ),
  },
];

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Taxes and incentives" title="Investment Incentives">
        <p>
          The US Virgin Islands offer some of the strongest tax incentives under the US flag. Here is what they are, who
          they are for, and what owning property here costs.
        </p>
      </PageHero>
      <ContentSections sections={sections} intro={disclaimer} />
      <ContactCta title="Questions about buying or investing?">
        <p>
          We can explain closing costs on any property and introduce you to local attorneys and tax advisers who work
          with these programs every day.
        </p>
      </ContactCta>
    </>
  );
}
