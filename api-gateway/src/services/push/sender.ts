/** What a push shows on the device, and the page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** a path of the site */
  link: string;
}

/** The result of one send: tokens the provider no longer knows (to forget), and how many sends failed. */
export interface PushResult {
  invalidTokens: string[];
  failed: number;
}

/** Sends one message to several device tokens; the real one is Firebase (firebase-sender.ts). */
export interface PushSender {
  send(tokens: readonly string[], message: PushMessage): Promise<PushResult>;
}
