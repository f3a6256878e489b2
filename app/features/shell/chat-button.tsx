import { useLocation } from "react-router";
import { Link } from "~/shared/ui/link";
import { isStaffPath } from "./staff-paths";

/**
 * A floating button for a visitor to reach the brokerage. With
 * CHAT_WIDGET_SRC the shell script (enhance/chat.ts) loads the third-party
 * chat on the first click, once, and the button says "Chat with us";
 * without one it is a link to the contact form and says what it does
 * ("Message us"). Staff at work in the dashboards have no use for it.
 */
export function ChatButton({ widgetSrc }: { widgetSrc?: string }) {
  const { pathname } = useLocation();
  if (isStaffPath(pathname)) return null;
  return (
    <aside aria-label={widgetSrc ? "Chat" : "Message us"}>
      {widgetSrc ? (
        <button type="button" className="chat-button" data-chat-src={widgetSrc} data-chat-loaded="false">
          <ChatIcon />
          <span data-chat-label>Chat with us</span>
        </button>
      ) : (
        <Link to="/contact" className="chat-button" prefetch="intent">
          <ChatIcon />
          <span>Message us</span>
        </Link>
      )}
    </aside>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z" />
    </svg>
  );
}
