import { describe, expect, it } from "vitest";
import { namesOurOffice, recordOffice } from "./own-office";

const ours = { officeId: "OFF-OURS", names: ["Sugar Apple Realty", "Sugar Apple Realty LLC"] };

describe("namesOurOffice", () => {
  it("decides by the office's key or MLS id when MLS_OFFICE_ID is set and the record carries one, whatever name it gives", () => {
    expect(namesOurOffice(recordOffice({ ListOfficeKey: "OFF-OURS", ListOfficeName: "Someone Else" }), ours)).toBe(true);
    expect(namesOurOffice(recordOffice({ ListOfficeMlsId: "OFF-OURS" }), ours)).toBe(true);
    expect(namesOurOffice(recordOffice({ ListOfficeKey: "OFF-9", ListOfficeName: "Sugar Apple Realty" }), ours)).toBe(false);
  });

  it("decides by the office's name otherwise, in any case, spacing or punctuation", () => {
    expect(namesOurOffice(recordOffice({ ListOfficeName: "SUGAR APPLE REALTY, LLC" }), ours)).toBe(true);
    expect(namesOurOffice(recordOffice({ ListOfficeName: "Coral Bay Realty" }), ours)).toBe(false);
    expect(namesOurOffice(recordOffice({ ListOfficeKey: "OFF-9", ListOfficeName: "sugar apple realty" }), { ...ours, officeId: undefined })).toBe(true);
  });

  it("counts an office it cannot recognise as another firm's, and a record naming no office as ours", () => {
    expect(namesOurOffice(recordOffice({ ListOfficeKey: "OFF-9" }), { ...ours, officeId: undefined })).toBe(false);
    expect(namesOurOffice(recordOffice({ ListOfficeName: "  " }), ours)).toBe(true);
    expect(namesOurOffice(recordOffice({}), ours)).toBe(true);
  });
});
