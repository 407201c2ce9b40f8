import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from '@leave/service';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://... (SMTP_URL). */
  url: string;
  /** The From address (MAIL_FROM). */
  from: string;
}

/** Waits before each retry of a mail the server refused or could not take. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000];

/**
 * Mail through an SMTP server with nodemailer. Sending never holds up or fails the action that
 * caused it: a failed mail is logged and tried again later (three more times), then given up
 * (logged). Retries live in this process: a restart in between loses them.
 */
export function smtpMailer(settings: SmtpSettings, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS) {
  const transport = nodemailer.createTransport(settings.url);
  const pending = new Set<NodeJS.Timeout>();
  const attempt = (mail: OutgoingMail, tries: number) => {
    transport.sendMail({ from: settings.from, ...mail }).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelaysMs[tries];
      if (delay === undefined) {
        console.error(`email to ${mail.to} failed ${tries + 1} times, given up: ${reason}`);
        return;
      }
      console.error(`email to ${mail.to} failed (${reason}); trying again in ${delay / 1000} s`);
      const timer = setTimeout(() => {
        pending.delete(timer);
        attempt(mail, tries + 1);
      }, delay);
      timer.unref();
      pending.add(timer);
    });
  };
  return {
    send: (mail: OutgoingMail) => attempt(mail, 0),
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      transport.close();
    },
  } satisfies Mailer & { close(): void };
}
