/**
 * The shell's behaviour, as one small script that every page loads — also the
 * pages that ship no React (see docs/decisions/0008-javascript-only-where-needed.md).
 * The markup comes from the React shell components; this file makes it work.
 */
import { trackPageViews } from "~/features/analytics";
import { keepFirstTouch } from "~/features/lead-sources";
import { enhanceChatButton } from "./chat";
import { keepChatButtonClear } from "./chat-keep-clear";
import { enhanceDropdowns } from "./dropdowns";
import { enhanceHeader } from "./header-scroll";
import { groupMoneyFields } from "./money-fields";
import { scrollToTopOnNavigation } from "./scroll-to-top";
import { syncSessionHints } from "./session-hints";
import { enhanceSideMenu } from "./side-menu";
import { enhanceStaffNav } from "./staff-nav";
import { disableSubmitWhileSending } from "./submit-once";
import { onPathChange } from "./on-path-change";
import { followTableOfContents } from "./toc-follow";
import { enhanceVideoFacades } from "./video-facade";
import { showVisitor } from "./visitor";

showVisitor();
syncSessionHints();
enhanceHeader();
enhanceDropdowns();
enhanceSideMenu();
enhanceStaffNav();
enhanceChatButton();
keepChatButtonClear();
enhanceVideoFacades();
followTableOfContents();
scrollToTopOnNavigation();
trackPageViews(onPathChange);
keepFirstTouch();
disableSubmitWhileSending();
groupMoneyFields();
document.documentElement.dataset.enhanced = "true";
