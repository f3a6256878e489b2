/** The pipeline page's island (listed in the route's `handle.scripts`): no React runs here. */
import { enhancePipeline } from "./pipeline-island";

enhancePipeline();
