/** The chat windows' dialog ids, which their floating buttons name in their invoker commands. */
export const chatWindowIds = { support: "quick-help", assistant: "ai-assistant" } as const;

export const loadAssistant = () => import("./assistant-chat");
export const loadSupport = () => import("./support-chat");
