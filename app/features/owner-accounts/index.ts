/** What other parts of the app may use of owner-accounts (safe in the browser); everything else is internal to it. */
export { contractInForce, CLEANING_FEE_KEEPERS, COMMISSION_BASES, PAYOUT_SCHEDULES, type ManagementContract } from "./contract-in-force";
export { settleStay, stayMoneyKept, stayMoneyOfQuote, type Settlement, type StayMoney } from "./stay-settlement";
export { LEDGER_ACCOUNTS, type LedgerAccount } from "./postings";
export { annualSummary, statementFor, type Statement, type StatementTotals } from "./statement";
export type { Reconciliation, TrustHoldings, TrustWithdrawal } from "./reconciliation";
export { OWNER_STAY_LIMITS } from "./owner-stay-rules";
export { safeTextCell, statementCsv, statementRows, STATEMENT_COLUMNS, type StatementNames, type StatementRow } from "./statement-csv";
export { lastMonthPeriod } from "./trust-period";
export type { OwnerFormReply } from "./owner-form-reply";
