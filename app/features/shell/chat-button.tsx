import { useState } from "react";
import { Link } from "react-router";

const CHAT_SCRIPT_ID = "third-party-chat-widget";

/**
 * Spec §1: a floating button opens the live chat. The third-party script is
 * loaded on the first click, once (the spec's chat-script-loaded flag);
 * without CHAT_WIDGET_SRC the button leads to the contact page instead.
 */
export function ChatButton({ widgetSrc }: { widgetSrc?: string }) {
  const [scriptLoaded, setScriptLoaded] = useState(false);
  const [loading, setLoading] = useState(false);

  if (!widgetSrc) {
    return (
      <Link to="/contact" className="chat-button" prefetch="intent">
        <ChatIcon />
        <span>Chat with us</span>
      </Link>
    );
  }

  const openChat = () => {
    if (scriptLoaded || document.getElementById(CHAT_SCRIPT_ID)) return;
    setLoading(true);
    const script = document.createElement("script");
    script.id = CHAT_SCRIPT_ID;
    script.src = widgetSrc;
    script.async = true;
    script.onload = () => {
      setScriptLoaded(true);
      setLoading(false);
    };
    script.onerror = () => {
      script.remove();
      setLoading(false);
      console.warn(`Chat widget failed to load from ${widgetSrc}`);
    };
    document.body.appendChild(script);
  };

  return (
    <button type="button" className="chat-button" onClick={openChat} aria-busy={loading} data-chat-loaded={scriptLoaded}>
      <ChatIcon />
      <span>{loading ? "Opening chat…" : "Chat with us"}</span>
    </button>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z" />
    </svg>
  );
}
