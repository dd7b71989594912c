/**
 * The attributes of a button that opens or closes a native `<dialog>` with an invoker command, so
 * it works as soon as the HTML is there, before any script. Browsers without invoker commands
 * (Chromium before 135, Safari before 26.2, Firefox before 144) get the same from a click handler
 * once the page has hydrated.
 */
export function dialogCommand(dialogId: string, command: "show-modal" | "close") {
  return {
    command,
    commandfor: dialogId,
    onClick: () => {
      if ("command" in HTMLButtonElement.prototype) return;
      const dialog = document.getElementById(dialogId);
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (command === "close") dialog.close();
      else if (!dialog.open) dialog.showModal();
    },
  };
}
