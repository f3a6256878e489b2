import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "~/shared/config/env.server";

describe("MLS feed settings", () => {
  it("leave the feed off when MLS_API_URL is not set", () => {
    const { mls } = readConfig({ NODE_ENV: "development" });
    expect(mls).toMatchObject({ apiUrl: undefined, syncMinutes: 15, mediaHosts: [], allowPrivate: false });
    expect(mls.resources).toEqual({ property: "Property", media: "Media", member: "Member", office: "Office", openHouse: "OpenHouse" });
  });

  it("read a token or OAuth2 client credentials, the interval, media hosts and display settings", () => {
    const { mls } = readConfig({
      NODE_ENV: "development",
      MLS_API_URL: "https://api.mls.example/odata/",
      MLS_CLIENT_ID: "id",
      MLS_CLIENT_SECRET: "secret",
      MLS_TOKEN_URL: "https://api.mls.example/token",
      MLS_SYNC_MINUTES: "5",
      MLS_MEDIA_HOSTS: "photos.mls.example, *.cdn.example",
      MLS_OFFICE_ID: "SAR01",
      MLS_DISCLAIMER: "Deemed reliable but not guaranteed.",
      MLS_PROPERTY_RESOURCE: "Listings",
    });
    expect(mls).toMatchObject({
      apiUrl: "https://api.mls.example/odata",
      token: undefined,
      oauth: { clientId: "id", clientSecret: "secret", tokenUrl: "https://api.mls.example/token" },
      syncMinutes: 5,
      mediaHosts: ["photos.mls.example", "*.cdn.example"],
      officeId: "SAR01",
      disclaimer: "Deemed reliable but not guaranteed.",
      resources: { property: "Listings" },
    });
  });

  it("refuse a feed without credentials, and keep the schedule off in tests unless set", () => {
    expect(() => readConfig({ NODE_ENV: "development", MLS_API_URL: "https://api.mls.example" })).toThrow(ConfigError);
    expect(readConfig({ NODE_ENV: "test", MLS_API_URL: "https://api.mls.example", MLS_TOKEN: "t" }).mls).toMatchObject({ syncMinutes: 0, allowPrivate: true });
    expect(() => readConfig({ NODE_ENV: "development", MLS_SYNC_MINUTES: "-1" })).toThrow(/MLS_SYNC_MINUTES/);
  });
});
