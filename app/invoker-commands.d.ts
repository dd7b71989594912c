/**
 * Invoker commands (HTML's `command` and `commandfor` on buttons) are not in React's types yet;
 * React passes them to the DOM as written, in lowercase.
 */
import "react";

declare module "react" {
  // Merged declarations must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
