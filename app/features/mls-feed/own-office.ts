/**
 * Whether a record from an MLS file names our office as the listing office
 * (decision 0115). The office's key or MLS id decides when MLS_OFFICE_ID is
 * set and the record carries one; else its ListOfficeName, against our
 * brokerage's names (any case, spacing or punctuation). A record that names
 * an office we cannot recognise as ours is another firm's; one that names no
 * office at all is what staff import for the brokerage, and counts as ours.
 */
export type RecordOffice = { key: string | null; mlsId: string | null; name: string | null };

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The listing office a RESO record names (ListOfficeKey, ListOfficeMlsId, ListOfficeName). */
export function recordOffice(record: Record<string, unknown>): RecordOffice {
  const text = (name: string) => {
    const value = record[name];
    if (typeof value === "number") return String(value);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  return { key: text("ListOfficeKey"), mlsId: text("ListOfficeMlsId"), name: text("ListOfficeName") };
}

export function namesOurOffice(office: RecordOffice, ours: { officeId: string | undefined; names: readonly string[] }): boolean {
  if (ours.officeId && (office.key || office.mlsId)) return office.key === ours.officeId || office.mlsId === ours.officeId;
  if (office.name) return ours.names.some((name) => squash(name) !== "" && squash(name) === squash(office.name!));
  return !office.key && !office.mlsId;
}
