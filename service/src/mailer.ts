/** One email to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail in the background: it never throws, and retries and logs failures by itself. */
export interface Mailer {
  send(mail: OutgoingMail): void;
}
