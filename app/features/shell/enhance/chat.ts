/**
 * The floating chat button (`[data-chat-src]`) loads the third-party
 * widget script on the first click, once (remembered as
 * `data-chat-loaded`). Without a configured script the button
 * is a plain link to the contact page and needs nothing from here.
 */
export function enhanceChatButton(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-chat-src]");
    const src = button?.dataset.chatSrc;
    if (!button || !src) return;
    if (button.dataset.chatLoaded === "true" || button.getAttribute("aria-busy") === "true") return;
    const label = button.querySelector("[data-chat-label]");
    const setLabel = (text: string) => {
      if (label) label.textContent = text;
    };
    button.setAttribute("aria-busy", "true");
    setLabel("Opening chat…");
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => {
      button.dataset.chatLoaded = "true";
      button.removeAttribute("aria-busy");
      setLabel("Chat with us");
    };
    script.onerror = () => {
      script.remove();
      button.removeAttribute("aria-busy");
      setLabel("Chat with us");
      console.warn(`Chat widget failed to load from ${src}`);
    };
    document.body.appendChild(script);
  });
}
