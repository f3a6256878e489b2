import type { MlsSettings } from "./reso-client.server";
import { TEST_CLIENT, TEST_TOKEN } from "./reso-test-server";

/** Feed settings pointing at a test RESO server (tests only). */
export function testMlsSettings(url: string, overrides: Partial<MlsSettings> = {}): MlsSettings {
  return {
    apiUrl: url,
    token: TEST_TOKEN,
    oauth: undefined,
    resources: { property: "Property", media: "Media", member: "Member", office: "Office", openHouse: "OpenHouse" },
    syncMinutes: 0,
    mediaHosts: [],
    officeId: "OFF-OURS",
    disclaimer: "Listing information is deemed reliable but not guaranteed.",
    logoUrl: undefined,
    allowPrivate: true,
    ...overrides,
  };
}

export const oauthSettings = (url: string) =>
  testMlsSettings(url, { token: undefined, oauth: { clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, tokenUrl: `${url}/token` } });
