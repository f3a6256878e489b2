/** The MLS feed page's island (listed in the route's `handle.scripts`): no React runs here. */
import { followSyncProgress } from "./sync-progress-island";

followSyncProgress();
