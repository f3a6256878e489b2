import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/about-st-john";
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
    title: "About St. John",
    description: "Life on St. John, USVI: the national park, the beaches, Cruz Bay and Coral Bay, and what to know before you buy.",
    path: "/about",
  });

const sections: ContentSection[] = [
  {
    id: "at-a-glance",
    title: "The island at a glance",
    body: (
      <dl className="facts">
        <div>
          <dt>Size</dt>
          <dd>About 20 square miles (50 km²)</dd>
        </div>
        <div>
          <dt>People</dt>
          <dd>About 4,000 year-round residents</dd>
        </div>
        <div>
          <dt>Towns</dt>
          <dd>Cruz Bay in the west, Coral Bay in the east</dd>
        </div>
        <div>
          <dt>Protected land</dt>
          <dd>About 60% of the island is Virgin Islands National Park</dd>
        </div>
        <div>
          <dt>Getting here</dt>
          <dd>Fly to St. Thomas (STT), then a short ferry ride; there is no airport on St. John</dd>
        </div>
        <div>
          <dt>Currency and language</dt>
          <dd>US dollar; English</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>Atlantic Standard Time all year (no daylight saving)</dd>
        </div>
        <div>
          <dt>Driving</dt>
          <dd>On the left, in American left-hand-drive cars</dd>
        </div>
      </dl>
    ),
  },
  {
    id: "national-park",
    picture: CONTENT_PICTURES.nationalPark,
    title: "Virgin Islands National Park",
    body: (
      <>
        <p>
          St. John is unlike any other island in the Caribbean because most of it cannot be built on. In 1956 Laurance
          S. Rockefeller donated the land he had assembled here to the United States, and Virgin Islands National Park
          was created. Today the park covers about 60% of the island, along with much of the surrounding sea, coral
          reefs and seagrass beds; the neighboring Virgin Islands Coral Reef National Monument protects still more of
          the water, including the mangrove-lined Hurricane Hole.
        </p>
        <p>
          For the people who live here, that means forested hillsides that will stay forested, more than twenty hiking
          trails, and a long list of beaches that belong to everyone. The park also keeps the island’s history:
          the ruins of Danish-era sugar plantations such as Annaberg, and the petroglyphs carved by the Taíno beside a
          waterfall pool on the Reef Bay Trail.
        </p>
        <p>
          For buyers, it means that private land is limited to the areas the park does not cover, the historic
          &ldquo;estates&rdquo; whose names still describe every address, such as Estate Chocolate Hole, Estate Fish Bay
          or Estate Carolina. Views across park land are about as protected as a view can be.
        </p>
      </>
    ),
  },
  {
    id: "towns",
    picture: CONTENT_PICTURES.towns,
    title: "Cruz Bay and Coral Bay",
    body: (
      <>
        <h3>Cruz Bay</h3>
        <p>
          Cruz Bay is where almost everyone arrives, stepping off the ferry into a small, walkable town of restaurants,
          bars, galleries and shops. It has the island’s grocery stores, banks, post office, pharmacy and the
          national park visitor center, and it is where our office is, at {site.address.street}. Homes in and around
          Cruz Bay, and in the nearby estates of Chocolate Hole, Great Cruz Bay, Rendezvous and Gift Hill, put you minutes
          from everything.
        </p>
        <h3>Coral Bay</h3>
        <p>
          On the far side of the island, over Centerline Road, Coral Bay is quieter and more rural: a wide, sheltered
          harbor full of sailboats, a handful of restaurants and shops, and hillsides looking east toward the British
          Virgin Islands. The Danes first settled St. John here in 1718, and it was at the fort above the harbor that
          the 1733 revolt of enslaved Africans began, one of the earliest in the Americas. Many buyers who want more
          space, lower prices or a sailor’s life choose Coral Bay and the East End beyond it.
        </p>
      </>
    ),
  },
  {
    id: "beaches",
    picture: CONTENT_PICTURES.beaches,
    title: "The beaches",
    body: (
      <>
        <p>Every beach on St. John is open to the public. A few that visitors and residents return to again and again:</p>
        <ul>
          <li>
            <strong>Trunk Bay</strong>, often named among the most beautiful beaches in the world, with an underwater
            snorkeling trail, lifeguards and facilities. The park charges a small amenity fee here.
          </li>
          <li>
            <strong>Cinnamon Bay</strong>, a long beach with a campground, a water-sports rental, the ruins of a sugar
            factory and a short loop trail through the forest. Archaeologists have found traces of Taíno villages here.
          </li>
          <li>
            <strong>Maho Bay</strong>, shallow and calm, right beside the road, where sea turtles graze on the seagrass a
            few yards from shore. It is a favorite for families and first-time snorkelers.
          </li>
          <li>
            <strong>Hawksnest, Francis Bay and Waterlemon Cay</strong>, quieter stops along the North Shore with good
            snorkeling.
          </li>
          <li>
            <strong>Salt Pond Bay</strong> on the south shore, the starting point for the walk to Ram Head.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "north-shore-ram-head",
    picture: CONTENT_PICTURES.northShore,
    title: "The North Shore Road and Ram Head",
    body: (
      <>
        <p>
          The North Shore Road (Route 20) climbs out of Cruz Bay and winds along the park’s north coast, past
          overlooks above Caneel Bay, Hawksnest, Trunk, Cinnamon and Maho, to the Annaberg plantation ruins. It is one
          of the most beautiful drives in the Caribbean, and one of the slowest: expect hairpin bends, steep grades and
          the occasional donkey on the road.
        </p>
        <p>
          At the island’s south-eastern tip, Ram Head rises in bare, wind-swept cliffs high above the sea. The trail
          from Salt Pond Bay passes a beach of blue cobblestones and climbs through cactus scrub to the point; allow a
          couple of hours there and back, go early, and carry plenty of water, as there is no shade.
        </p>
      </>
    ),
  },
  {
    id: "getting-here",
    picture: CONTENT_PICTURES.gettingHere,
    title: "Getting here and getting around",
    body: (
      <>
        <p>
          Most people fly into Cyril E. King Airport (STT) on St. Thomas, which has nonstop flights from several US
          mainland cities. From there, the choices are:
        </p>
        <ul>
          <li>
            <strong>The ferry from Red Hook</strong> on St. Thomas’s East End: the quickest route, about 20 minutes
            across Pillsbury Sound, with sailings roughly every hour through the day. The taxi ride from the airport to
            Red Hook takes about half an hour, longer in traffic.
          </li>
          <li>
            <strong>The ferry from Charlotte Amalie</strong>, the capital’s waterfront, close to the airport: about
            45 minutes, with only a few sailings a day.
          </li>
          <li>
            <strong>The car barge</strong> from Red Hook to Cruz Bay, if you are bringing a vehicle (check that your
            rental agreement allows it).
          </li>
        </ul>
        <p>
          On the island, most visitors rent a four-wheel-drive vehicle; taxis serve the main beaches and Cruz Bay.
          Remember that traffic keeps <strong>left</strong>, even though the cars are American, roads are narrow and
          steep, and speed limits are low.
        </p>
      </>
    ),
  },
  {
    id: "everyday-life",
    picture: CONTENT_PICTURES.everydayLife,
    title: "Everyday life: familiar, at island pace",
    body: (
      <>
        <p>
          The US Virgin Islands are a territory of the United States, so much of daily life works the way it does on the
          mainland:
        </p>
        <ul>
          <li>The currency is the US dollar, and US banks, cards and phone carriers work here (area code 340).</li>
          <li>The US Postal Service delivers to post office boxes; most residents do not get mail at the door.</li>
          <li>Electricity is the same 110-volt supply as on the mainland.</li>
          <li>
            US citizens do not need a passport to visit from the mainland or Puerto Rico. You will pass through US
            Customs and Border Protection when you fly home from St. Thomas, so carry a passport, or a government photo
            ID with proof of citizenship. Visitors arriving by boat from the British Virgin Islands clear customs in
            Cruz Bay and need a passport.
          </li>
        </ul>
        <p>
          Some things are different. Nearly everything arrives by sea, so groceries, building materials and repairs
          cost more and take longer. St. John has a community health center for everyday care and emergencies; the
          territory’s hospital is on St. Thomas.
        </p>
      </>
    ),
  },
  {
    id: "weather",
    title: "Weather and hurricane season",
    body: (
      <>
        <p>
          It is warm all year, with daytime temperatures in the 80s °F cooled by the trade winds. Winter and spring,
          December to April, are the driest months and the busiest for visitors.
        </p>
        <p>
          The Atlantic hurricane season runs from <strong>June to November</strong>, with the greatest risk from August
          to October. In September 2017 Hurricanes Irma and Maria struck the island within two weeks of each other; St.
          John rebuilt, and today’s homes are built to stricter codes. When you buy, look at a home’s roof,
          shutters and generator or solar battery, and budget for windstorm insurance, which is a significant part of
          the cost of owning here.
        </p>
      </>
    ),
  },
  {
    id: "buying",
    picture: CONTENT_PICTURES.buying,
    title: "Buying on St. John: what is different",
    body: (
      <>
        <p>
          Buying here is as secure as buying anywhere in the United States: US law, title insurance and deeds recorded
          with the territory’s Recorder of Deeds. But island property has its own checklist.
        </p>
        <h3>Water and wastewater</h3>
        <p>
          Most homes have no mains water. Rain falls on the roof and is stored in a <strong>cistern</strong> beneath the
          house; in a dry spell you buy a truckload of water. Check the cistern’s size and condition, and have the
          water tested. Outside central Cruz Bay, wastewater goes to a <strong>septic system</strong>, which should be
          inspected too.
        </p>
        <h3>Power</h3>
        <p>
          Electricity from the territory’s utility is among the most expensive in the United States, so solar panels
          with battery storage, and a generator, add real value.
        </p>
        <h3>Roads and access</h3>
        <p>
          Many roads and driveways are <strong>steep</strong>, some are unpaved, and four-wheel drive is the norm. Make
          sure a property has legal access, and ask who maintains the road: often it is a road association whose dues
          you will share.
        </p>
        <h3>Building and permits</h3>
        <p>
          New homes, additions and major repairs need <strong>building permits</strong> from the Department of Planning
          and Natural Resources (DPNR), and some subdivisions have their own covenants and design rules. Building costs
          more and takes longer than on the mainland, so plan with a local architect and contractor from the start.
        </p>
        <h3>Waterfront property</h3>
        <p>
          Land close to the shore lies in the territory’s <strong>coastal zone</strong>. Building there, including
          docks, seawalls and work near the water, needs a <strong>Coastal Zone Management (CZM) permit</strong> from
          DPNR as well as a building permit, and larger projects go before a public hearing. Allow months, not weeks.
        </p>
        <h3>Renting it out</h3>
        <p>
          Many owners rent their homes to visitors when they are away. Short-term rentals need a territorial business
          license, and guests pay the territory’s hotel room tax. We can explain the numbers, and introduce you to
          our villa management team.
        </p>
        <p>
          For taxes and closing costs, read our guide to <Link to="/incentives">investment incentives and taxes</Link>.
        </p>
      </>
    ),
  },
];

/** /about: life on St. John, for people thinking of buying on the island. */
export default function AboutStJohnPage() {
  return (
    <>
      <PageHero eyebrow="Love City" title="About St. John">
        <p>
          The smallest of the three main US Virgin Islands: twenty square miles of green hills and white-sand bays,
          most of it protected as a national park.
        </p>
      </PageHero>
      <ContentSections sections={sections} />
      <ContactCta title="Thinking of buying on St. John?">
        <p>
          We are happy to talk through neighborhoods, water, roads and permits long before you are ready to make an
          offer. Ask us anything.
        </p>
      </ContactCta>
    </>
  );
}
