/** The article page's island (listed in the route's `handle.scripts`): no React runs here. */
import { enhanceArticle } from "./article-island";

enhanceArticle();
