/** The rental-calendars components, for routes and other features' pages; everything else is internal to it. */
export { CopyField } from "./ui/copy-field";
export { FeedList } from "./ui/feed-list";
export { RentalsDashboardTable, RentalsFilterForm } from "./ui/rentals-dashboard-table";
