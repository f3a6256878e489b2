import { Link } from "~/shared/ui/link";

/**
 * A floating button opens the live chat. With CHAT_WIDGET_SRC the
 * shell script (enhance/chat.ts) loads the third-party widget on the first
 * click, once; without it the button is a link to the contact page.
 */
export function ChatButton({ widgetSrc }: { widgetSrc?: string }) {
  return (
    <aside aria-label="Chat">
      {widgetSrc ? (
        <button type="button" className="chat-button" data-chat-src={widgetSrc} data-chat-loaded="false">
          <ChatIcon />
          <span data-chat-label>Chat with us</span>
        </button>
      ) : (
        <Link to="/contact" className="chat-button" prefetch="intent">
          <ChatIcon />
          <span>Chat with us</span>
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
