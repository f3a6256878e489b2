/** What other parts of the app may use of owner-accounts on the server; everything else is internal to it. */
export { addContractVersion, linkOwnerVilla } from "./villa-management.server";
export { recordAdjustment, recordExpense, recordPayout, type ExpenseInput, type PayoutInput } from "./owner-money.server";
export { settleStayMoney } from "./settle-stay.server";
export { settleOwnerStays } from "./settle-owner-stays.server";
export { closeStatements, readAnnualSummary, readOwnerStatement, type StatementView } from "./owner-statements.server";
export { reconcileTrust } from "./trust-reconciliation.server";
export { ownerExpensesUseImage } from "./receipt-references.server";
export { readOwnerCalendar, readOwnerOverview, type OwnerCalendar, type OwnerCalendarEntry, type OwnerOverview, type OwnerVilla } from "./owner-calendar.server";
export { blockOwnerStay, cancelOwnerStay, handleOwnerStayForm, type OwnerStayFormReply, OWNER_STAY_MESSAGES, type OwnerStayInput } from "./owner-stays.server";
export { listStatementMonths, readStatementPage, type StatementMonth, type StatementPage } from "./owner-statement-pages.server";
export { seedDemoOwnerAccounts, type DemoOwnerAccounts } from "./seed-owner-accounts.server";
export { readOwnerStatementFile, STATEMENT_FILE_KINDS, type StatementFile, type StatementFileKind } from "./statement-file.server";
export { runOwnerSettlement, startOwnerSettlement, OWNER_SETTLEMENT_JOB } from "./owner-settlement-job.server";
export { listOwners, type OwnerRow } from "./list-owners.server";
export { readOwnerAccount, type OwnerAccountPage } from "./read-owner-account.server";
export { listLinkableVillas } from "./list-linkable-villas.server";
export { handleOwnerAccountForm } from "./handle-owner-account-form.server";
export { handleOwnerInvitationForm } from "./handle-owner-invitation-form.server";
